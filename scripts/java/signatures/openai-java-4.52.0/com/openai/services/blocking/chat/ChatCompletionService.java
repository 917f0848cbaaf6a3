// openai-java-core/src/main/kotlin/com/openai/services/blocking/chat/ChatCompletionService.kt
package com.openai.services.blocking.chat;

import com.openai.core.http.StreamResponse;
import com.openai.models.chat.completions.ChatCompletion;
import com.openai.models.chat.completions.ChatCompletionChunk;
import com.openai.models.chat.completions.ChatCompletionCreateParams;

public interface ChatCompletionService { // @25
    ChatCompletion create(ChatCompletionCreateParams params); // @63
    StreamResponse<ChatCompletionChunk> createStreaming(ChatCompletionCreateParams params); // @118
}
