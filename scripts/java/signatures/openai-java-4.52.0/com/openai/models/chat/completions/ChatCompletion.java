// openai-java-core/src/main/kotlin/com/openai/models/chat/completions/ChatCompletion.kt
package com.openai.models.chat.completions;

import com.openai.models.completions.CompletionUsage;
import java.util.Optional;

public final class ChatCompletion { // @35
    public Optional<CompletionUsage> usage() { throw null; } // @193
}
