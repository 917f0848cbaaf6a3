// spring-ai-model/src/main/java/org/springframework/ai/chat/metadata/ChatResponseMetadata.java
package org.springframework.ai.chat.metadata;

public class ChatResponseMetadata { // @39
    public Usage getUsage() { throw null; } // @89
}
