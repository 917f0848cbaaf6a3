// langchain4j-bedrock/src/main/java/dev/langchain4j/model/bedrock/BedrockTokenUsage.java
package dev.langchain4j.model.bedrock;

import dev.langchain4j.model.output.TokenUsage;

public class BedrockTokenUsage extends TokenUsage { // @14
    public Integer cacheWriteInputTokens() { throw null; } // @30
    public Integer cacheReadInputTokens() { throw null; } // @39
}
