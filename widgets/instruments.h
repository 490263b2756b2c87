#pragma once
// The workbench's instruments, in the order the main window attaches them (and so the order of
// their actions within each menu). The GUI hands this list to MainWindow; tests do too.

#include "main/instrument.h"

#include <vector>

namespace tablesmith::gui {

std::vector<InstrumentFactory> workbenchInstruments();

} // namespace tablesmith::gui
