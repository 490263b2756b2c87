#pragma once
// One generator per target language (codegen.cpp dispatches). Each returns the whole program.

#include <tablesmith/codegen.h>

namespace tablesmith::codegen {

Result<GeneratedCode> generateJs(const OperationRequest &request, const CodegenOptions &options,
                                 bool documentClient);
Result<GeneratedCode> generatePython(const OperationRequest &request,
                                     const CodegenOptions &options);
Result<GeneratedCode> generatePythonResource(const OperationRequest &request,
                                             const CodegenOptions &options);
Result<GeneratedCode> generateCli(const OperationRequest &request, const CodegenOptions &options);
Result<GeneratedCode> generateJava(const OperationRequest &request, const CodegenOptions &options);
Result<GeneratedCode> generateGo(const OperationRequest &request, const CodegenOptions &options);
Result<GeneratedCode> generatePartiql(const OperationRequest &request);

} // namespace tablesmith::codegen
