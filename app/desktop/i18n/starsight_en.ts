<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="en_US">
<context>
    <name>starsight::desktop::MainWindow</name>
    <message numerus="yes">
        <source> — %n to check</source>
        <translation><numerusform> — %n to check</numerusform><numerusform> — %n to check</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Audit&lt;/b&gt; (%n finding(s); click one to see its points)</source>
        <translation><numerusform>&lt;b&gt;Audit&lt;/b&gt; (%n finding; click it to see its points)</numerusform><numerusform>&lt;b&gt;Audit&lt;/b&gt; (%n findings; click one to see its points)</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Players&lt;/b&gt; (%n, best first; click one to show their sheet)</source>
        <translation><numerusform>&lt;b&gt;Players&lt;/b&gt; (%n; click to show the sheet)</numerusform><numerusform>&lt;b&gt;Players&lt;/b&gt; (%n, best first; click one to show their sheet)</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n reading(s) on this sheet are uncertain.</source>
        <translation><numerusform>%n reading on this sheet is uncertain.</numerusform><numerusform>%n readings on this sheet are uncertain.</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>Part of the board could not be seen: %n line(s) there could not be read.</source>
        <translation><numerusform>Part of the board could not be seen: %n line there could not be read.</numerusform><numerusform>Part of the board could not be seen: %n lines there could not be read.</numerusform></translation>
    </message>
</context>
<context>
    <name>starsight::desktop::RankingTable</name>
    <message numerus="yes">
        <source>%n reading(s) to check</source>
        <translation><numerusform>%n reading to check</numerusform><numerusform>%n readings to check</numerusform></translation>
    </message>
</context>
<context>
    <name>starsight::desktop::ScorePanel</name>
    <message numerus="yes">
        <source>Constellation of %n line(s)</source>
        <translation><numerusform>Constellation of %n line</numerusform><numerusform>Constellation of %n lines</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%1: %n point(s)</source>
        <translation><numerusform>%1: %n point</numerusform><numerusform>%1: %n points</numerusform></translation>
    </message>
</context>
</TS>