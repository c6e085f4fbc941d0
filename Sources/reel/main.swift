import Foundation
import Reel

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "preview" { exit(PreviewCommand.main(Array(arguments.dropFirst()))) }
exit(ReelCommandLine.main(arguments: arguments))
