import Foundation
import ReelCLI
import ReelEncode

LargeAllocations.keepInTheHeap()

exit(ReelCommandLine.main(arguments: Array(CommandLine.arguments.dropFirst())))
