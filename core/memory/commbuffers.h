#pragma once
// The communication buffers of a run on more than one GPU (commbuffers.cpp cites the sources).
#include "memory/layerparts.h"

namespace headroom {

struct MemoryInput;
struct MemoryTerms;

/// FSDP's gathers and reduce-scatter, DeepSpeed's ZeRO buckets, DDP's all-reduce buckets into
/// r.gatherBuffer, r.reduceBuffer and r.buffers. `trainable`: the trainable parameters;
/// `layers`: the decoder layers.
void commBuffers(const MemoryInput& in, const ModelArch& a, const layermodel::LayerCounts& c,
                 double trainable, int layers, MemoryTerms& r);

} // namespace headroom
