// spring-ai-model/src/main/java/org/springframework/ai/chat/model/ChatResponse.java
package org.springframework.ai.chat.model;

import org.springframework.ai.chat.metadata.ChatResponseMetadata;

public class ChatResponse { // @41
    public ChatResponseMetadata getMetadata() { throw null; } // @104
}
