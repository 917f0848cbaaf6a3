// openai-java-core/src/main/kotlin/com/openai/models/chat/completions/ChatCompletionChunk.kt
package com.openai.models.chat.completions;

import com.openai.models.completions.CompletionUsage;
import java.util.List;
import java.util.Optional;

public final class ChatCompletionChunk { // @38
    public List<Choice> choices() { throw null; } // @101
    public Optional<CompletionUsage> usage() { throw null; } // @187

    public static final class Choice { // @589
        public Delta delta() { throw null; } // @617

        public static final class Delta { // @875
            public Optional<String> content() { throw null; } // @909
        }
    }
}
