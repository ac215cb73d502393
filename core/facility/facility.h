#pragma once
// The site a cluster needs: its network fabric (adapters, switches, links), power per server
// and per rack with PSU redundancy and a transient margin, the feeds per rack, rack units and
// the checkpoint write time. Plain arithmetic on its own input structs.
#include <vector>

namespace headroom {

struct FabricInput {
    int nodes = 1;
    int nicsPerServer = 1;
    int portsPerNic = 1;
    int switchPorts = 64;
    bool railOptimized = true;
    bool operator==(const FabricInput&) const = default;
};

/// Switches and links of a non-blocking fabric for the servers' adapter ports.
struct Fabric {
    int serverPorts = 0; ///< adapter ports of all servers
    int leafSwitches = 0;
    int spineSwitches = 0;
    int links = 0; ///< server-to-leaf plus leaf-to-spine links (one cable each)
    bool operator==(const Fabric&) const = default;
};

/// Rail-optimised (NVIDIA DGX SuperPOD reference architecture: port i of every server on leaf
/// switch i, cross-rail traffic moved over NVLink first, NCCL PXN) or one fat tree; two tiers
/// with half of each leaf's ports up when one switch does not take the ports. One server
/// needs no fabric.
Fabric sizeFabric(const FabricInput& in);

struct FacilityInput {
    int nodes = 1;
    double serverW = 0;         ///< sustained draw of one server at full load
    double psuInstalledW = 0;   ///< the server's PSU rating, all supplies (0: not in catalog)
    double psuUnitW = 3000;     ///< one supply's rating
    double transientMargin = 0; ///< peak over the sustained draw
    double feedDerating = 0.8;  ///< continuous load a feed may carry
    int serverRackUnits = 0;    ///< 0: not in the catalog (racks not counted)
    int rackUnits = 42;         ///< usable units of one rack
    int switches = 0;
    int switchRackUnits = 1;
    double switchW = 0;      ///< all switches
    double linkW = 0;        ///< all links' transceivers
    double nicW = 0;         ///< all adapters
    double checkpointGb = 0; ///< one resumable checkpoint of the whole run
    double storageWriteGBsPerServer = 0;
    bool operator==(const FacilityInput&) const = default;
};

/// One feed type and how many of it a rack needs.
struct RackFeed {
    double voltage = 230;
    double amps = 16;
    int phases = 1;
    double limitW = 0;        ///< continuous: V · A (· √3) · derating
    int perRack = 0;          ///< feeds for the fullest rack's peak draw
    int perRackRedundant = 0; ///< A and B sides each carrying the whole rack (N+N)
    bool operator==(const RackFeed&) const = default;
};

struct Facility {
    double serverPeakW = 0; ///< sustained · (1 + transient margin)
    int psuUnitsNeeded = 0; ///< supplies that carry the peak
    int psuNPlus1 = 0;
    int psuNPlusN = 0;
    double psuInstalledW = 0;
    bool psuNPlus1Ok = false; ///< the installed rating holds the peak with one supply failed
    bool psuNPlusNOk = false; ///< … with half the supplies failed
    int serversPerRack = 0;
    int racks = 0;
    int rackUnitsUsed = 0; ///< servers and switches
    double rackPeakW = 0;  ///< the fullest rack (switches in the first)
    double clusterW = 0;   ///< sustained: servers, switches, links, adapters
    double clusterPeakW = 0;
    std::vector<RackFeed> feeds;
    double checkpointWriteS = 0; ///< every server writing its shards at once
    bool operator==(const Facility&) const = default;
};

Facility sizeFacility(const FacilityInput& in);

} // namespace headroom
