// langchain4j-core/src/main/java/dev/langchain4j/model/chat/listener/ChatModelResponseContext.java
package dev.langchain4j.model.chat.listener;

import dev.langchain4j.model.chat.response.ChatResponse;

public class ChatModelResponseContext { // @17
    public ChatResponse chatResponse() { throw null; } // @34
}
