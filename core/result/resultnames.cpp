// The result's enum names, from the tables in the result's headers (answer.h, costsresult.h,
// sizingresult.h): defined in the room that declares them, below the stages that fill them.
#include "answer.h"
#include "costsresult.h"
#include "sizingresult.h"

namespace headroom {

const char* toString(Verdict v) {
    return kVerdictNames.name(v);
}

const char* toString(AnswerState v) {
    return kAnswerStateNames.name(v);
}

const char* toString(VerdictState v) {
    return kVerdictStateNames.name(v);
}

const char* toString(CostsStatus v) {
    return kCostsStatusNames.name(v);
}

} // namespace headroom
