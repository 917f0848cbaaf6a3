// spring-ai-commons/src/main/java/org/springframework/ai/document/MetadataMode.java
package org.springframework.ai.document;

public enum MetadataMode { // @19
    ALL, EMBED, INFERENCE, NONE // @21
}
