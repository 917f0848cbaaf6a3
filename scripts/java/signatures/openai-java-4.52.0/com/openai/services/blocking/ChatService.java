// openai-java-core/src/main/kotlin/com/openai/services/blocking/ChatService.kt
package com.openai.services.blocking;

import com.openai.services.blocking.chat.ChatCompletionService;

public interface ChatService { // @9
    ChatCompletionService completions(); // @24
}
