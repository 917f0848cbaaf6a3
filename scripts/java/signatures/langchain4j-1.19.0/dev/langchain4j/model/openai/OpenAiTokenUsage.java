// langchain4j-open-ai/src/main/java/dev/langchain4j/model/openai/OpenAiTokenUsage.java
package dev.langchain4j.model.openai;

import dev.langchain4j.model.output.TokenUsage;

public class OpenAiTokenUsage extends TokenUsage { // @7
    public InputTokensDetails inputTokensDetails() { throw null; } // @18
    public OutputTokensDetails outputTokensDetails() { throw null; } // @22

    public static class InputTokensDetails { // @141
        public Integer cachedTokens() { throw null; } // @149
    }

    public static class OutputTokensDetails { // @192
        public Integer reasoningTokens() { throw null; } // @200
    }
}
