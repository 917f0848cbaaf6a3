// openai-java-core/src/main/kotlin/com/openai/models/chat/completions/ChatCompletionStreamOptions.kt
package com.openai.models.chat.completions;

public final class ChatCompletionStreamOptions { // @19
    public static Builder builder() { throw null; } // @101

    public static final class Builder { // @105
        public Builder includeUsage(boolean includeUsage) { throw null; } // @149
        public ChatCompletionStreamOptions build() { throw null; } // @186
    }
}
