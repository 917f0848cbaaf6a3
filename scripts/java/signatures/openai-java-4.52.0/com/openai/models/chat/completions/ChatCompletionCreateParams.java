// openai-java-core/src/main/kotlin/com/openai/models/chat/completions/ChatCompletionCreateParams.kt
package com.openai.models.chat.completions;

public final class ChatCompletionCreateParams { // @67
    public Builder toBuilder() { throw null; } // @778
    public static Builder builder() { throw null; } // @791

    public static final class Builder { // @795
        public Builder streamOptions(ChatCompletionStreamOptions streamOptions) { throw null; } // @1752
        public ChatCompletionCreateParams build() { throw null; } // @2155
    }
}
