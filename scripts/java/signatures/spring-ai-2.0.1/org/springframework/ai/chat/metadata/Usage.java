// spring-ai-model/src/main/java/org/springframework/ai/chat/metadata/Usage.java
package org.springframework.ai.chat.metadata;

public interface Usage { // @29
    Integer getPromptTokens(); // @37
    Integer getCompletionTokens(); // @46
    default Integer getTotalTokens() { throw null; } // @56
    Object getNativeUsage(); // @68
    default Long getCacheReadInputTokens() { throw null; } // @78
    default Long getCacheWriteInputTokens() { throw null; } // @90
}
