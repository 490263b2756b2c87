# Writes OUTPUT: a C++ file defining the API model JSON of INPUT as a string, so the engine
# needs no file at run time. Included at configure time by CMakeLists.txt.
file(READ "${INPUT}" model)
file(WRITE "${OUTPUT}.tmp"
"// Generated from ${NAME}.json by embed_model.cmake. Do not edit.\n"
"#include \"model/api_model_data.h\"\n"
"namespace tablesmith::model {\n"
"std::string_view ${SYMBOL}()\n{\n    static constexpr char text[] = R\"model(${model})model\";\n"
"    return {text, sizeof text - 1};\n}\n"
"} // namespace tablesmith::model\n")
file(COPY_FILE "${OUTPUT}.tmp" "${OUTPUT}" ONLY_IF_DIFFERENT)
