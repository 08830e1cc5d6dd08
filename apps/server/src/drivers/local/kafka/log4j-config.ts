/**
 * The engine's logging (Log4j 2, XML: read by log4j-core itself, no YAML library needed):
 * everything at INFO into `{logsDir}/server.log`, rolled at 10 MB with 5 old files kept, so a
 * node that runs for months does not fill the disk. The local driver reads this file's last lines
 * when a node fails. Log4j's shutdown hook is off so that Kafka's own shutdown (on SIGTERM) is
 * still logged; every line is flushed as it is written, so none is lost at exit.
 */
export function kafkaLog4jConfig(logsDir: string): string {
  const logs = escapeXml(logsDir);
  return `<?xml version="1.0" encoding="UTF-8"?>
<!-- Written by Datadeck's local driver at every start: edits here are lost. -->
<Configuration status="warn" shutdownHook="disable">
  <Appenders>
    <RollingFile name="server" fileName="${logs}/server.log" filePattern="${logs}/server.log.%i" immediateFlush="true">
      <PatternLayout pattern="[%d] %p %m (%c)%n"/>
      <Policies>
        <SizeBasedTriggeringPolicy size="10 MB"/>
      </Policies>
      <DefaultRolloverStrategy max="5"/>
    </RollingFile>
  </Appenders>
  <Loggers>
    <Root level="INFO">
      <AppenderRef ref="server"/>
    </Root>
    <!-- One line per request at INFO would drown everything else. -->
    <Logger name="kafka.request.logger" level="WARN"/>
  </Loggers>
</Configuration>
`;
}

function escapeXml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
}
