// spring-ai-model/src/main/java/org/springframework/ai/embedding/BatchingStrategy.java
package org.springframework.ai.embedding;

import java.util.List;
import org.springframework.ai.document.Document;

public interface BatchingStrategy { // @30
    List<List<Document>> batch(List<Document> documents); // @40
}
