/// A command line split into words as a shell would split simple ones, but
/// run by no shell: words are separated by spaces and tabs, and `'...'` or
/// `"..."` keep spaces inside one word (a backslash keeps the next
/// character, inside double quotes or outside any). Nothing is expanded.
enum CommandWords {
    /// The words of `line`; `nil` when a quote is left open.
    static func split(_ line: String) -> [String]? {
        var words: [String] = []
        var word = ""
        var inWord = false
        var quote: Character?
        var escaped = false
        for character in line {
            if escaped {
                word.append(character)
                escaped = false
            } else if character == "\\" && quote != "'" {
                escaped = true
                inWord = true
            } else if let open = quote {
                if character == open { quote = nil } else { word.append(character) }
            } else if character == "'" || character == "\"" {
                quote = character
                inWord = true
            } else if character == " " || character == "\t" {
                if inWord { words.append(word) }
                word = ""
                inWord = false
            } else {
                word.append(character)
                inWord = true
            }
        }
        guard quote == nil, !escaped else { return nil }
        if inWord { words.append(word) }
        return words
    }
}
