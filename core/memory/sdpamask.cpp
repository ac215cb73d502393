#include "memory/sdpamask.h"

#include <cmath>

namespace headroom {

/// The boolean masks transformers' SDPA path builds for a batch of `tokens` per sequence
/// (masking_utils.py at 00c4411c). sdpa_mask returns None for SDPA's is_causal only where
/// _ignore_causal_mask_sdpa holds: no padding (`padding_mask is None or padding_mask.all()`)
/// and the sequence within a sliding window (`kv_length < local_attention_size`). A batch of
/// more than one sequence is padded to its longest (the trainers' collators); packed rows
/// restart their position_ids, which _preprocess_mask_arguments turns into a block-diagonal
/// mask (find_packed_sequence_indices, allow_is_causal_skip False). A model with full and
/// sliding layers (Gemma 2/3, gpt-oss) builds one mask of each; beyond the window alone only the
/// sliding one is needed, and every layer is then sized with a mask. Eager runs (softcapped
/// scores, no flash kernel) take none of this.
int sdpaMasks(const Scenario& s, const ModelArch& a, std::int64_t tokens) {
    const AttentionShape& at = a.attention;
    if (s.attention != AttentionKernel::Sdpa || !at.flash || at.softcap > 0)
        return 0;
    const bool windowed = a.slidingWindow > 0;
    const bool padded = s.microBatch > 1 || s.packing;
    if (!padded && !(windowed && tokens >= a.slidingWindow))
        return 0;
    const bool bothPatterns =
        windowed && a.slidingLayers > 0 && a.slidingLayers < a.fullAttentionLayers;
    return padded && bothPatterns ? 2 : 1;
}

/// The additive mask's row per token: the sequence rounded up to 8 (sdp_utils preprocess_mask
/// pads the last dimension for the memory-efficient kernel's alignment).
double sdpaBiasRow(double seq) {
    return std::ceil(seq / 8) * 8;
}

} // namespace headroom
