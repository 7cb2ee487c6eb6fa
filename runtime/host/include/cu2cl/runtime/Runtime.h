// The whole cu2cl host runtime.
#pragma once

#include "cu2cl/runtime/Backend.h"
#include "cu2cl/runtime/Buffer.h"
#include "cu2cl/runtime/Device.h"
#include "cu2cl/runtime/DeviceSelection.h"
#include "cu2cl/runtime/Error.h"
#include "cu2cl/runtime/Event.h"
#include "cu2cl/runtime/Handle.h"
#include "cu2cl/runtime/Kernel.h"
#include "cu2cl/runtime/Launch.h"
#include "cu2cl/runtime/Memory.h"
#include "cu2cl/runtime/Program.h"
