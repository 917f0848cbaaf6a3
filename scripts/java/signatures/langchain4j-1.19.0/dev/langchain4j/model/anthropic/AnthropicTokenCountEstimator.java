// langchain4j-anthropic/src/main/java/dev/langchain4j/model/anthropic/AnthropicTokenCountEstimator.java
package dev.langchain4j.model.anthropic;

import dev.langchain4j.model.TokenCountEstimator;

public class AnthropicTokenCountEstimator implements TokenCountEstimator { // @27
    public int estimateTokenCountInText(String text) { throw null; } // @52
    public static Builder builder() { throw null; } // @100

    public static class Builder { // @104
        public Builder apiKey(String apiKey) { throw null; } // @151
        public Builder modelName(String modelName) { throw null; } // @225
        public AnthropicTokenCountEstimator build() { throw null; } // @274
    }
}
