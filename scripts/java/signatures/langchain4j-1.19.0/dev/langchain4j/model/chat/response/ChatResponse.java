// langchain4j-core/src/main/java/dev/langchain4j/model/chat/response/ChatResponse.java
package dev.langchain4j.model.chat.response;

import dev.langchain4j.model.output.TokenUsage;

public class ChatResponse { // @11
    public TokenUsage tokenUsage() { throw null; } // @69
}
