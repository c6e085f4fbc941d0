import Foundation
import ReelCLI

exit(ReelCommandLine.main(arguments: Array(CommandLine.arguments.dropFirst())))
