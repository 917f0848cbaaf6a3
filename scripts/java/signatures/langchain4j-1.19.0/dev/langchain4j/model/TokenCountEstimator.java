// langchain4j-core/src/main/java/dev/langchain4j/model/TokenCountEstimator.java
package dev.langchain4j.model;

public interface TokenCountEstimator { // @9
    int estimateTokenCountInText(String text); // @17
}
