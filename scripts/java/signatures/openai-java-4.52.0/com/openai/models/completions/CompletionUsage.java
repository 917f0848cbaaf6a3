// openai-java-core/src/main/kotlin/com/openai/models/completions/CompletionUsage.kt
package com.openai.models.completions;

import java.util.Optional;

public final class CompletionUsage { // @21
    public long completionTokens() { throw null; } // @64
    public long promptTokens() { throw null; } // @72
    public long totalTokens() { throw null; } // @80
    public Optional<CompletionTokensDetails> completionTokensDetails() { throw null; } // @88
    public Optional<PromptTokensDetails> promptTokensDetails() { throw null; } // @97

    public static final class CompletionTokensDetails { // @352
        public Optional<Long> reasoningTokens() { throw null; } // @413
    }

    public static final class PromptTokensDetails { // @710
        public Optional<Long> cachedTokens() { throw null; } // @769
    }
}
