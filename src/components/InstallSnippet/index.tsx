import React from 'react';
import Tabs, {TabItem} from '@site/src/components/Tabs';
import CodeBlock from '@theme/CodeBlock';

import {JTOKKIT, JTOKKIT_COORDINATES} from '@site/src/lib/site/site';

const maven = `<dependency>
    <groupId>${JTOKKIT.groupId}</groupId>
    <artifactId>${JTOKKIT.artifactId}</artifactId>
    <version>${JTOKKIT.version}</version>
</dependency>`;
const gradleKotlin = `implementation("${JTOKKIT_COORDINATES}")`;
const gradleGroovy = `implementation '${JTOKKIT_COORDINATES}'`;

/** The dependency declaration for each build tool; the chosen tab is remembered site-wide. */
export default function InstallSnippet(): React.JSX.Element {
  return (
    <Tabs groupId="build-tool" queryString="build-tool">
      <TabItem value="maven" label="Maven" default>
        <CodeBlock language="xml" title="pom.xml">
          {maven}
        </CodeBlock>
      </TabItem>
      <TabItem value="gradle-kotlin" label="Gradle (Kotlin DSL)">
        <CodeBlock language="kotlin" title="build.gradle.kts">
          {gradleKotlin}
        </CodeBlock>
      </TabItem>
      <TabItem value="gradle-groovy" label="Gradle (Groovy DSL)">
        <CodeBlock language="groovy" title="build.gradle">
          {gradleGroovy}
        </CodeBlock>
      </TabItem>
    </Tabs>
  );
}
