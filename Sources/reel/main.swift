import Foundation
import Reel

exit(ReelCommandLine.main(arguments: Array(CommandLine.arguments.dropFirst())))
