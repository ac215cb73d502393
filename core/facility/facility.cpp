#include "facility/facility.h"

#include "facility/feeds.h"

#include <algorithm>
#include <cmath>
#include <iterator>

namespace headroom {

namespace {
int ceilDiv(int a, int b) {
    return b > 0 ? (a + b - 1) / b : 0;
}
} // namespace

Fabric sizeFabric(const FabricInput& in) {
    Fabric f;
    if (in.nodes <= 1 || in.switchPorts < 2)
        return f;
    const int rails = std::max(1, in.nicsPerServer) * std::max(1, in.portsPerNic);
    f.serverPorts = in.nodes * rails;
    const int ports = in.switchPorts;
    const int down = ports / 2; // two tiers: half of a leaf's ports down, half up (non-blocking)
    if (in.railOptimized) {
        if (in.nodes <= ports) {
            // One switch per rail, or several rails on one switch while their ports fit.
            const int railsPerSwitch = std::max(1, ports / in.nodes);
            f.leafSwitches = ceilDiv(rails, railsPerSwitch);
        } else {
            const int leavesPerRail = ceilDiv(in.nodes, down);
            f.leafSwitches = rails * leavesPerRail;
            f.spineSwitches = ceilDiv(f.leafSwitches * down, ports);
        }
    } else if (f.serverPorts <= ports) {
        f.leafSwitches = 1;
    } else {
        f.leafSwitches = ceilDiv(f.serverPorts, down);
        f.spineSwitches = ceilDiv(f.leafSwitches * down, ports);
    }
    f.links = f.serverPorts + (f.spineSwitches > 0 ? f.leafSwitches * down : 0);
    return f;
}

Facility sizeFacility(const FacilityInput& in) {
    Facility f;
    const int nodes = std::max(1, in.nodes);
    f.serverPeakW = in.serverW * (1 + in.transientMargin);
    // Supplies that carry the peak; N+1 adds one, N+N doubles them (A and B feeds).
    f.psuUnitsNeeded =
        in.psuUnitW > 0 ? static_cast<int>(std::ceil(f.serverPeakW / in.psuUnitW)) : 0;
    f.psuNPlus1 = f.psuUnitsNeeded + 1;
    f.psuNPlusN = 2 * f.psuUnitsNeeded;
    f.psuInstalledW = in.psuInstalledW;
    f.psuNPlus1Ok = in.psuInstalledW >= f.serverPeakW + in.psuUnitW;
    f.psuNPlusNOk = in.psuInstalledW >= 2 * f.serverPeakW;

    const double networkW = in.switchW + in.linkW + in.nicW;
    f.clusterW = nodes * in.serverW + networkW;
    f.clusterPeakW = nodes * f.serverPeakW + networkW;

    // Racks: servers fill each rack's units; the switches sit in the first rack.
    const int switchUnits = in.switches * std::max(1, in.switchRackUnits);
    if (in.serverRackUnits > 0) {
        f.serversPerRack = std::max(1, in.rackUnits / in.serverRackUnits);
        const int firstRack = std::max(1, (in.rackUnits - switchUnits) / in.serverRackUnits);
        const int rest = std::max(0, nodes - firstRack);
        f.racks = 1 + ceilDiv(rest, f.serversPerRack);
        f.rackUnitsUsed = nodes * in.serverRackUnits + switchUnits;
        const int inFirst = std::min(nodes, firstRack);
        const double first = inFirst * f.serverPeakW + networkW;
        const double other = std::min(rest, f.serversPerRack) * f.serverPeakW;
        f.rackPeakW = std::max(first, other);
    } else {
        f.racks = 0;
        f.rackPeakW = f.clusterPeakW;
    }

    // Every feed of the table (core/facility/feeds.h), 63 A three phase included.
    f.feeds.reserve(std::size(kFeedTypes)); // one allocation (the serving stage sizes it again)
    for (const FeedType& t : kFeedTypes) {
        RackFeed feed;
        feed.voltage = t.volts;
        feed.amps = t.amps;
        feed.phases = t.phases;
        feed.limitW = feedLimitW(t, in.feedDerating);
        feed.perRack = feed.limitW > 0 ? static_cast<int>(std::ceil(f.rackPeakW / feed.limitW)) : 0;
        feed.perRackRedundant = 2 * feed.perRack;
        f.feeds.push_back(feed);
    }

    // Every server writes its ranks' shards of the checkpoint at once (PyTorch Distributed
    // Checkpoint, Megatron-LM's distributed checkpointing): the whole checkpoint over the
    // servers' storage together.
    const double write = nodes * in.storageWriteGBsPerServer;
    f.checkpointWriteS = write > 0 ? in.checkpointGb / write : 0;
    return f;
}

} // namespace headroom
