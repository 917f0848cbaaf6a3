// openai-java-core/src/main/kotlin/com/openai/core/http/StreamResponse.kt
package com.openai.core.http;

import java.util.stream.Stream;

public interface StreamResponse<T> extends AutoCloseable { // @5
    Stream<T> stream(); // @7
    @Override
    void close(); // @10
}
