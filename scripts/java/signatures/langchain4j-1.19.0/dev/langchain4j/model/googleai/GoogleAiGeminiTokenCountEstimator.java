// langchain4j-google-ai-gemini/src/main/java/dev/langchain4j/model/googleai/GoogleAiGeminiTokenCountEstimator.java
package dev.langchain4j.model.googleai;

import dev.langchain4j.model.TokenCountEstimator;

public class GoogleAiGeminiTokenCountEstimator implements TokenCountEstimator { // @21
    public static Builder builder() { throw null; } // @42
    public int estimateTokenCountInText(String text) { throw null; } // @47

    public static class Builder { // @105
        public Builder modelName(String modelName) { throw null; } // @126
        public Builder apiKey(String apiKey) { throw null; } // @131
        public GoogleAiGeminiTokenCountEstimator build() { throw null; } // @175
    }
}
