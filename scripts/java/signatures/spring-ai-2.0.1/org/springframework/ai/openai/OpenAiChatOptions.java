// models/spring-ai-openai/src/main/java/org/springframework/ai/openai/OpenAiChatOptions.java
package org.springframework.ai.openai;

public class OpenAiChatOptions { // @57
    public static Builder builder() { throw null; } // @549

    public static class Builder extends AbstractBuilder<Builder> { // @739
    }

    protected abstract static class AbstractBuilder<B extends AbstractBuilder<B>> { // @743
        public B maxCompletionTokens(Integer maxCompletionTokens) { throw null; } // @936
        public B streamUsage(boolean streamUsage) { throw null; } // @975
        public OpenAiChatOptions build() { throw null; } // @1210
    }
}
