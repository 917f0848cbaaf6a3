// spring-ai-commons/src/main/java/org/springframework/ai/document/Document.java
package org.springframework.ai.document;

public class Document { // @120
    public Document(String text) { throw null; } // @172
    public String getFormattedContent(MetadataMode metadataMode) { throw null; } // @300
}
