// openai-java-core/src/main/kotlin/com/openai/client/OpenAIClient.kt
package com.openai.client;

import com.openai.services.blocking.ChatService;

public interface OpenAIClient { // @46
    ChatService chat(); // @74
}
