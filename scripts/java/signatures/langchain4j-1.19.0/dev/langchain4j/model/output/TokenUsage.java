// langchain4j-core/src/main/java/dev/langchain4j/model/output/TokenUsage.java
package dev.langchain4j.model.output;

public class TokenUsage { // @10
    public Integer inputTokenCount() { throw null; } // @60
    public Integer outputTokenCount() { throw null; } // @69
    public Integer totalTokenCount() { throw null; } // @78
}
