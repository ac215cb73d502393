// LoRA on a mixture of experts whose routed experts carry no adapters (issue 37:
// Scenario::loraRoutedExperts): the trainable count, the activations, a plan's expert shares
// and DDP's buckets.
#include "memory/stageshare.h"
#include "memorymodel.h"
#include "plan.h"
#include "sizing.h"
#include "support.h"

#include <catch2/catch.hpp>
#include <string>

using namespace headroom;
using namespace headroom::test;

TEST_CASE("LoRA that does not reach the routed experts (shared experts named or PEFT 0.18 on "
          "transformers 5) adapts the shared experts only",
          "[mechanisms][moe][lora]") {
    // Qwen3-Next: 48 layers of 512 routed experts (moe_intermediate 512) and one shared expert
    // of 512 at h 2,048. gate/up/down at rank 8 reach 513 experts per layer under transformers
    // 4.x, the shared one only where the routed experts are fused parameters.
    const std::string run = R"({"model": "qwen3-next-80b-a3b", "method": "lora", "lora_rank": 8,
        "lora_targets": ["gate", "up", "down"], "gpu": "h200-sxm", "gpu_count": 1,
        "sequence_length": 4096, "gradient_checkpointing": true)";
    const SizingResult routed = evaluate(test::referenceScenario(run + "}"), catalog());
    const SizingResult shared =
        evaluate(test::referenceScenario(run + R"(, "lora_routed_experts": false})"), catalog());
    CHECK(shared.trainable == 8 * 48.0 * 3 * (2048 + 512));
    CHECK(routed.trainable == 513 * shared.trainable);
    // The routed experts' adapter inputs (r per token and projection) are no longer kept.
    CHECK(shared.perGpu.activations < routed.perGpu.activations);
    // A plan splitting the experts over ep ranks gives them no adapters either.
    ParallelPlan plan;
    plan.automatic = false;
    plan.ep = 8;
    const ModelArch& arch = catalogModel("qwen3-next-80b-a3b");
    const unsigned mlp = LoraGate | LoraUp | LoraDown;
    CHECK(stageShare(arch, plan, StageKind::Only, mlp).loraExpertPerRank ==
          48.0 * 512 * 3 * 2560 / 8);
    CHECK(stageShare(arch, plan, StageKind::Only, mlp, PipelineSplit::Megatron, false)
              .loraExpertPerRank == 0);
    // DDP buckets the gradients of what trains, 2 B each (the adapters named, not every linear
    // layer): Qwen3-30B-A3B, q, v and the MLPs at rank 16 on 8 GPUs.
    const std::string ddp = R"({"model": "qwen3-30b-a3b", "method": "lora", "lora_rank": 16,
        "lora_targets": ["q", "v", "gate", "up", "down"], "sharding": "none",
        "gpu": "h100-sxm", "gpu_count": 8, "sequence_length": 4096,
        "gradient_checkpointing": true)";
    for (const char* routedOn : {"true", "false"}) {
        INFO(routedOn);
        const SizingResult d = evaluate(
            test::referenceScenario(ddp + R"(, "lora_routed_experts": )" + routedOn + "}"),
            catalog());
        CHECK(d.perGpu.buffers * 1e9 == Approx(2 * d.trainable));
    }
}
