// langchain4j-core/src/main/java/dev/langchain4j/model/chat/listener/ChatModelListener.java
package dev.langchain4j.model.chat.listener;

public interface ChatModelListener { // @10
    default void onResponse(ChatModelResponseContext responseContext) { throw null; } // @31
}
