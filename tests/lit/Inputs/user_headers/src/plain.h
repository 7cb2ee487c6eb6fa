// Plain C++ that cu2cl leaves as it is: included by its own name.
#pragma once
constexpr float kFactor = 2.0f;
