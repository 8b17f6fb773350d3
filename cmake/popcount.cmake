# Popcount as one instruction. The engine's search and both solvers count bits in every node
# (threats, winning cells): with POPCNT that is one instruction, without it gcc calls a slow
# library routine or a dozen instructions. Every x86-64 processor since 2008 has it.
include(CheckCCompilerFlag)
check_c_compiler_flag(-mpopcnt S4_HAVE_MPOPCNT)

# s4_use_popcount(TARGET): TARGET's sources built with -mpopcnt where the compiler takes it
# and the processor is x86-64.
function(s4_use_popcount target)
  if(S4_HAVE_MPOPCNT AND CMAKE_SYSTEM_PROCESSOR MATCHES "x86_64|AMD64")
    target_compile_options(${target} PRIVATE -mpopcnt)
  endif()
endfunction()
