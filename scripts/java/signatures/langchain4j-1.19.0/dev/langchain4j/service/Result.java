// langchain4j/src/main/java/dev/langchain4j/service/Result.java
package dev.langchain4j.service;

import dev.langchain4j.model.output.TokenUsage;

public class Result<T> { // @30
    public T content() { throw null; } // @72
    public TokenUsage tokenUsage() { throw null; } // @79
}
