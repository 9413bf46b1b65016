<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja">
<context>
    <name>Names</name>
    <message>
        <location filename="../view/names.cpp" line="8"/>
        <location filename="../view/names.cpp" line="30"/>
        <source>Planet</source>
        <translation>惑星</translation>
    </message>
    <message>
        <location filename="../view/names.cpp" line="10"/>
        <source>New star</source>
        <translation>新しい星</translation>
    </message>
    <message>
        <location filename="../view/names.cpp" line="12"/>
        <location filename="../view/names.cpp" line="36"/>
        <source>Galaxy</source>
        <translation>銀河</translation>
    </message>
    <message>
        <location filename="../view/names.cpp" line="14"/>
        <location filename="../view/names.cpp" line="38"/>
        <source>Twinkling star</source>
        <translation>きらきら星</translation>
    </message>
    <message>
        <location filename="../view/names.cpp" line="16"/>
        <location filename="../view/names.cpp" line="40"/>
        <source>Nova</source>
        <translation>新星</translation>
    </message>
    <message>
        <location filename="../view/names.cpp" line="18"/>
        <location filename="../view/names.cpp" line="42"/>
        <source>Luminous aura</source>
        <translation>光のオーラ</translation>
    </message>
    <message>
        <location filename="../view/names.cpp" line="20"/>
        <location filename="../view/names.cpp" line="44"/>
        <source>Crescent moon</source>
        <translation>三日月</translation>
    </message>
    <message>
        <location filename="../view/names.cpp" line="22"/>
        <location filename="../view/names.cpp" line="46"/>
        <source>Black hole</source>
        <translation>ブラックホール</translation>
    </message>
    <message>
        <location filename="../view/names.cpp" line="32"/>
        <source>New line</source>
        <translation>新しいライン</translation>
    </message>
    <message>
        <location filename="../view/names.cpp" line="34"/>
        <source>New stars</source>
        <translation>新しい星々</translation>
    </message>
</context>
<context>
    <name>starsight::desktop::AuditList</name>
    <message>
        <location filename="../view/audit_list.cpp" line="9"/>
        <source>power card</source>
        <translation>パワーカード</translation>
    </message>
    <message>
        <location filename="../view/audit_list.cpp" line="10"/>
        <source>point card</source>
        <translation>ポイントカード</translation>
    </message>
    <message>
        <location filename="../view/audit_list.cpp" line="11"/>
        <location filename="../view/audit_list.cpp" line="12"/>
        <source>power</source>
        <translation>パワー</translation>
    </message>
    <message>
        <location filename="../view/audit_list.cpp" line="13"/>
        <source>point</source>
        <translation>ポイント</translation>
    </message>
    <message>
        <location filename="../view/audit_list.cpp" line="25"/>
        <source>A line touches the planet at %1; no line may touch a planet.</source>
        <translation>%1 の惑星に線が触れています。線は惑星に触れてはいけません。</translation>
    </message>
    <message>
        <location filename="../view/audit_list.cpp" line="27"/>
        <source>A line touches a shooting star at %1; no line may touch a shooting star.</source>
        <translation>%1 で線が流れ星に触れています。線は流れ星に触れてはいけません。</translation>
    </message>
    <message>
        <location filename="../view/audit_list.cpp" line="29"/>
        <source>A line touches an object at %1; no line may touch an object other than a star.</source>
        <translation>%1 で線が物体に触れています。線は星以外の物体に触れてはいけません。</translation>
    </message>
    <message>
        <location filename="../view/audit_list.cpp" line="31"/>
        <source>A line ends at %1, where there is no star; lines join two stars.</source>
        <translation>線が星のない %1 で終わっています。線は2つの星を結びます。</translation>
    </message>
    <message>
        <location filename="../view/audit_list.cpp" line="32"/>
        <source>The object at %1 is not on a point it may use.</source>
        <translation>%1 の物体は置けない点にあります。</translation>
    </message>
    <message>
        <location filename="../view/audit_list.cpp" line="34"/>
        <source>The nova at %1 is in a constellation of more than 10 lines.</source>
        <translation>%1 の新星は10本を超える線の星座にあります。</translation>
    </message>
    <message>
        <location filename="../view/audit_list.cpp" line="36"/>
        <source>The galaxy on %1 and %2 does not cover 2 stars next to a constellation.</source>
        <translation>%1 と %2 の銀河は星座の隣の2つの星を覆っていません。</translation>
    </message>
    <message>
        <location filename="../view/audit_list.cpp" line="37"/>
        <source>Several objects are drawn at %1.</source>
        <translation>%1 に複数の物体が描かれています。</translation>
    </message>
    <message>
        <location filename="../view/audit_list.cpp" line="38"/>
        <source>There are %1 black holes; only one is allowed per game.</source>
        <translation>ブラックホールが %1 個あります。1ゲームに1個までです。</translation>
    </message>
    <message>
        <location filename="../view/audit_list.cpp" line="39"/>
        <source>There are %1 crescent moons; only one is allowed per game.</source>
        <translation>三日月が %1 個あります。1ゲームに1個までです。</translation>
    </message>
    <message>
        <location filename="../view/audit_list.cpp" line="41"/>
        <source>One constellation holds %1 luminous auras; at most one is allowed.</source>
        <translation>1つの星座に光のオーラが %1 個あります。1個までです。</translation>
    </message>
    <message>
        <location filename="../view/audit_list.cpp" line="42"/>
        <source>The object at %1 does not match the power card in play.</source>
        <translation>%1 の物体は使用中のパワーカードと合いません。</translation>
    </message>
    <message>
        <location filename="../view/audit_list.cpp" line="43"/>
        <source>A power is used more times than its shape was drawn.</source>
        <translation>パワーが、その形が描かれた回数より多く使われています。</translation>
    </message>
    <message>
        <location filename="../view/audit_list.cpp" line="45"/>
        <source>Stars next to the black hole at %1 are used; that is legal only if they were used before the black hole was drawn.</source>
        <translation>%1 のブラックホールの隣の星が使われています。ブラックホールを描く前に使われた場合のみ正当です。</translation>
    </message>
    <message>
        <location filename="../view/audit_list.cpp" line="48"/>
        <source>More lines are drawn than the 18 cards allow.</source>
        <translation>18枚のカードで引ける本数より多くの線が描かれています。</translation>
    </message>
    <message>
        <location filename="../view/audit_list.cpp" line="50"/>
        <source>The shooting star at %1 is not 1 to 3 diagonal lines in one straight run.</source>
        <translation>%1 の流れ星は一直線に並んだ1〜3本の斜線ではありません。</translation>
    </message>
    <message>
        <location filename="../view/audit_list.cpp" line="51"/>
        <source>The shooting star at %1 does not have its head at an end.</source>
        <translation>%1 の流れ星は頭が端にありません。</translation>
    </message>
    <message>
        <location filename="../view/audit_list.cpp" line="53"/>
        <source>A shooting star at %1 touches another shooting star or an object.</source>
        <translation>%1 の流れ星が別の流れ星か物体に触れています。</translation>
    </message>
    <message>
        <location filename="../view/audit_list.cpp" line="55"/>
        <source>A shooting star uses %1, where there is no star.</source>
        <translation>流れ星が星のない %1 を使っています。</translation>
    </message>
    <message>
        <location filename="../view/audit_list.cpp" line="57"/>
        <source>There are %1 shooting stars; only 3 shooting-star cards exist.</source>
        <translation>流れ星が %1 個あります。流れ星カードは3枚しかありません。</translation>
    </message>
    <message>
        <location filename="../view/audit_list.cpp" line="79"/>
        <source>Illegal</source>
        <translation>違反</translation>
    </message>
    <message>
        <location filename="../view/audit_list.cpp" line="79"/>
        <source>Suspicious</source>
        <translation>疑わしい</translation>
    </message>
    <message>
        <location filename="../view/audit_list.cpp" line="85"/>
        <source>Nothing to report: the sheet is legal.</source>
        <translation>問題なし：ボードはルール通りです。</translation>
    </message>
</context>
<context>
    <name>starsight::desktop::CameraFrameSource</name>
    <message>
        <location filename="../reading/camera_frame_source.cpp" line="21"/>
        <source>No camera found. Connect a camera, or open a photo of the board instead.</source>
        <translation>カメラが見つかりません。カメラを接続するか、ボードの写真を開いてください。</translation>
    </message>
    <message>
        <location filename="../reading/camera_frame_source.cpp" line="27"/>
        <source>The camera stopped: %1. Check that no other program uses it, then start the camera again.</source>
        <translation>カメラが停止しました：%1。他のプログラムが使っていないか確認し、カメラを再開してください。</translation>
    </message>
</context>
<context>
    <name>starsight::desktop::CardDialog</name>
    <message>
        <location filename="../view/card_dialog.cpp" line="29"/>
        <source>Cards in play</source>
        <translation>使用中のカード</translation>
    </message>
    <message>
        <location filename="../view/card_dialog.cpp" line="31"/>
        <source>Point bonus card: each occurrence of its shape scores its value.</source>
        <translation>ポイントボーナスカード：その形が現れるたびに、その値が得点になります。</translation>
    </message>
    <message>
        <location filename="../view/card_dialog.cpp" line="43"/>
        <source>Power bonus card: each completed shape gives one use of its power.</source>
        <translation>パワーボーナスカード：形を完成させるたびに、そのパワーを1回使えます。</translation>
    </message>
    <message>
        <location filename="../view/card_dialog.cpp" line="33"/>
        <location filename="../view/card_dialog.cpp" line="45"/>
        <source>None</source>
        <translation>なし</translation>
    </message>
</context>
<context>
    <name>starsight::desktop::FileFrameSource</name>
    <message>
        <location filename="../reading/file_frame_source.cpp" line="15"/>
        <source>No frames to show: the list of picture files is empty.</source>
        <translation>表示する画像がありません：画像ファイルの一覧が空です。</translation>
    </message>
    <message>
        <location filename="../reading/file_frame_source.cpp" line="35"/>
        <source>Could not read the frame %1: %2.</source>
        <translation>画像 %1 を読めませんでした：%2。</translation>
    </message>
</context>
<context>
    <name>starsight::desktop::GameDocument</name>
    <message>
        <location filename="../game/game_document.cpp" line="115"/>
        <source>Change the bonus cards</source>
        <translation>ボーナスカードを変更</translation>
    </message>
    <message>
        <location filename="../game/game_document.cpp" line="120"/>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <location filename="../game/game_document.cpp" line="121"/>
        <source>Add %1</source>
        <translation>%1 を追加</translation>
    </message>
    <message>
        <location filename="../game/game_document.cpp" line="139"/>
        <source>Remove %1</source>
        <translation>%1 を削除</translation>
    </message>
    <message>
        <location filename="../game/game_document.cpp" line="148"/>
        <source>Rename to %1</source>
        <translation>名前を %1 に変更</translation>
    </message>
    <message>
        <location filename="../game/game_document.cpp" line="163"/>
        <source>Reject a reading</source>
        <translation>読み取りを却下</translation>
    </message>
    <message>
        <location filename="../game/game_document.cpp" line="163"/>
        <source>Accept a reading</source>
        <translation>読み取りを承認</translation>
    </message>
</context>
<context>
    <name>starsight::desktop::MainWindow</name>
    <message>
        <location filename="../main_window.cpp" line="77"/>
        <location filename="../main_window.cpp" line="429"/>
        <source>No photo. Open a photo of a board (Ctrl+O), drop one here, paste one (Ctrl+V) or start the camera.</source>
        <translation>写真がありません。ボードの写真を開く（Ctrl+O）、ここにドロップ、貼り付け（Ctrl+V）、またはカメラを起動してください。</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="79"/>
        <source>No sheet yet. Open a photo or a state file, or add a player.</source>
        <translation>ボードがまだありません。写真か状態ファイルを開くか、プレイヤーを追加してください。</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="111"/>
        <source>&lt;b&gt;Score&lt;/b&gt; (hover or click a part to see what earned it)</source>
        <translation>&lt;b&gt;得点&lt;/b&gt;（項目にカーソルを置くかクリックすると得点の元が表示されます）</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="379"/>
        <source>&lt;b&gt;Audit&lt;/b&gt;</source>
        <translation>&lt;b&gt;チェック&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="120"/>
        <source>Score</source>
        <translation>得点</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="147"/>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="148"/>
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="149"/>
        <source>&amp;Game</source>
        <translation>ゲーム(&amp;G)</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="150"/>
        <source>&amp;Check</source>
        <translation>確認(&amp;C)</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="151"/>
        <source>Main</source>
        <translation>メイン</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="162"/>
        <source>&amp;New game</source>
        <translation>新しいゲーム(&amp;N)</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="165"/>
        <source>Open &amp;photos…</source>
        <translation>写真を開く(&amp;P)…</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="167"/>
        <source>Open photos of boards</source>
        <translation>ボードの写真を開く</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="167"/>
        <source>Photos (*.jpg *.jpeg *.png)</source>
        <translation>写真 (*.jpg *.jpeg *.png)</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="170"/>
        <source>Open &amp;state files…</source>
        <translation>状態ファイルを開く(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="170"/>
        <source>Ctrl+Shift+O</source>
        <translation>Ctrl+Shift+O</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="172"/>
        <source>Open state files</source>
        <translation>状態ファイルを開く</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="172"/>
        <source>State files (*.json)</source>
        <translation>状態ファイル (*.json)</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="175"/>
        <source>Open &amp;game…</source>
        <translation>ゲームを開く(&amp;G)…</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="175"/>
        <source>Ctrl+G</source>
        <translation>Ctrl+G</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="177"/>
        <source>Open a game</source>
        <translation>ゲームを開く</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="177"/>
        <location filename="../main_window.cpp" line="183"/>
        <location filename="../main_window.cpp" line="188"/>
        <location filename="../main_window.cpp" line="542"/>
        <source>Games (*.json)</source>
        <translation>ゲーム (*.json)</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="181"/>
        <source>&amp;Save game</source>
        <translation>ゲームを保存(&amp;S)</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="183"/>
        <location filename="../main_window.cpp" line="188"/>
        <location filename="../main_window.cpp" line="542"/>
        <source>Save the game</source>
        <translation>ゲームを保存</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="187"/>
        <source>Save game &amp;as…</source>
        <translation>名前を付けて保存(&amp;A)…</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="191"/>
        <source>Export board as &amp;PNG…</source>
        <translation>ボードをPNGで書き出す(&amp;P)…</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="192"/>
        <source>Export the annotated board</source>
        <translation>注釈付きボードを書き出す</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="192"/>
        <source>PNG images (*.png)</source>
        <translation>PNG画像 (*.png)</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="195"/>
        <source>Export results as &amp;CSV…</source>
        <translation>結果をCSVで書き出す(&amp;C)…</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="196"/>
        <source>Export the results</source>
        <translation>結果を書き出す</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="196"/>
        <source>CSV files (*.csv)</source>
        <translation>CSVファイル (*.csv)</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="200"/>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="205"/>
        <source>&amp;Undo</source>
        <translation>元に戻す(&amp;U)</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="207"/>
        <source>&amp;Redo</source>
        <translation>やり直す(&amp;R)</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="211"/>
        <source>Undo</source>
        <translation>元に戻す</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="212"/>
        <source>Redo</source>
        <translation>やり直し</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="225"/>
        <source>&amp;Paste photo</source>
        <translation>写真を貼り付け(&amp;P)</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="227"/>
        <location filename="../main_window_camera.cpp" line="39"/>
        <source>&amp;Camera</source>
        <translation>カメラ(&amp;C)</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="227"/>
        <source>Ctrl+K</source>
        <translation>Ctrl+K</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="233"/>
        <source>&amp;Freeze</source>
        <translation>静止(&amp;F)</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="233"/>
        <source>Space</source>
        <translation>Space</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="236"/>
        <source>&amp;Cards in play…</source>
        <translation>使用中のカード(&amp;C)…</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="240"/>
        <source>&amp;Add player</source>
        <translation>プレイヤーを追加(&amp;A)</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="242"/>
        <source>Add a player</source>
        <translation>プレイヤーを追加</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="242"/>
        <source>Board (1-8):</source>
        <translation>ボード（1〜8）：</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="248"/>
        <source>&amp;Rename player…</source>
        <translation>プレイヤー名を変更(&amp;R)…</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="248"/>
        <source>F2</source>
        <translation>F2</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="252"/>
        <source>Rename the player</source>
        <translation>プレイヤー名を変更</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="252"/>
        <source>Name:</source>
        <translation>名前：</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="257"/>
        <source>Remo&amp;ve player</source>
        <translation>プレイヤーを削除(&amp;V)</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="259"/>
        <source>&amp;Next uncertain reading</source>
        <translation>次の不確かな読み取り(&amp;N)</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="259"/>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="260"/>
        <source>&amp;Accept reading</source>
        <translation>読み取りを承認(&amp;A)</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="260"/>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="261"/>
        <source>&amp;Reject reading</source>
        <translation>読み取りを却下(&amp;R)</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="261"/>
        <source>R</source>
        <translation>R</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="263"/>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="264"/>
        <source>&amp;Whole photo</source>
        <translation>写真全体(&amp;W)</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="266"/>
        <source>W</source>
        <translation>W</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="267"/>
        <source>Show the whole photo instead of zooming onto the board (W)</source>
        <translation>ボードを拡大せず写真全体を表示（W）</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="274"/>
        <source>Open…</source>
        <translation>開く…</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="275"/>
        <source>Open photos, state files or a saved game</source>
        <translation>写真、状態ファイル、または保存したゲームを開く</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="278"/>
        <source>Open photos, state files or a game</source>
        <translation>写真、状態ファイル、またはゲームを開く</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="279"/>
        <source>Photos, state files and games (*.jpg *.jpeg *.png *.json);;All files (*)</source>
        <translation>写真・状態ファイル・ゲーム (*.jpg *.jpeg *.png *.json);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="290"/>
        <source>Click adds or removes: </source>
        <translation>クリックで追加・削除：</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="292"/>
        <source>Lines</source>
        <translation>ライン</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="293"/>
        <source>Shooting stars</source>
        <translation>流れ星</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="294"/>
        <source>Click a segment to mark or unmark it, a point to put the head there.</source>
        <translation>線分をクリックで印を付け外し、点をクリックでそこに頭を置きます。</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="342"/>
        <source>&lt;b&gt;Players:&lt;/b&gt; none yet</source>
        <translation>&lt;b&gt;プレイヤー：&lt;/b&gt;まだいません</translation>
    </message>
    <message numerus="yes">
        <location filename="../main_window.cpp" line="343"/>
        <source>&lt;b&gt;Players&lt;/b&gt; (%n, best first; click one to show their sheet)</source>
        <translation>
            <numerusform>&lt;b&gt;プレイヤー&lt;/b&gt;（%n人、上位から。クリックでボードを表示）</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="352"/>
        <location filename="../main_window.cpp" line="353"/>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="354"/>
        <source>Point card: %1 · Power card: %2</source>
        <translation>ポイントカード：%1 · パワーカード：%2</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="374"/>
        <source>&lt;b&gt;Uncertain readings:&lt;/b&gt; none</source>
        <translation>&lt;b&gt;不確かな読み取り：&lt;/b&gt;なし</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="375"/>
        <source>&lt;b&gt;Uncertain readings&lt;/b&gt; (%1 of %2 to check; N: next, A: accept, R: reject)</source>
        <translation>&lt;b&gt;不確かな読み取り&lt;/b&gt;（%2件中%1件が未確認。N：次、A：承認、R：却下）</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="379"/>
        <source>&lt;b&gt;Audit:&lt;/b&gt; nothing to report, the sheet is legal.</source>
        <translation>&lt;b&gt;チェック：&lt;/b&gt;問題なし、ボードは正しく記入されています。</translation>
    </message>
    <message numerus="yes">
        <location filename="../main_window.cpp" line="380"/>
        <source>&lt;b&gt;Audit&lt;/b&gt; (%n finding(s); click one to see its points)</source>
        <translation>
            <numerusform>&lt;b&gt;チェック&lt;/b&gt;（%n件。クリックで該当する点を表示）</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="330"/>
        <source>Untitled game</source>
        <translation>無題のゲーム</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="423"/>
        <source>Loading the photo %1…</source>
        <translation>写真 %1 を読み込み中…</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="428"/>
        <source>This sheet has no photo: edit it on the board at the right.</source>
        <translation>このボードには写真がありません：右のボードで編集してください。</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="442"/>
        <source>Unmark shooting star %1</source>
        <translation>流れ星 %1 を解除</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="442"/>
        <source>Mark shooting star %1</source>
        <translation>流れ星 %1 を指定</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="446"/>
        <source>%1 is part of a shooting star.</source>
        <translation>%1 は流れ星の一部です。</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="447"/>
        <source>Choose the shooting-star tool to unmark it first.</source>
        <translation>先に流れ星ツールを選んで解除してください。</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="452"/>
        <source>Remove line %1</source>
        <translation>ライン %1 を削除</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="452"/>
        <source>Add line %1</source>
        <translation>ライン %1 を追加</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="461"/>
        <source>Move shooting-star head to %1</source>
        <translation>流れ星の頭を %1 に移動</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="465"/>
        <source>That click was on the point %1.</source>
        <translation>クリックは点 %1 の上でした。</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="466"/>
        <source>Click between two points to add or remove a line, or choose an object tool to place objects.</source>
        <translation>2点の間をクリックするとラインを追加・削除します。オブジェクトを置くにはオブジェクトのツールを選んでください。</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="472"/>
        <source>Remove %1 at %2</source>
        <translation>%2 の%1を削除</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="472"/>
        <source>Add %1 at %2</source>
        <translation>%2 に%1を追加</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="489"/>
        <source>A: keep this reading, R: take it the other way.</source>
        <translation>A：この読み取りのまま、R：逆に読む。</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="499"/>
        <source>No reading left to check on this sheet.</source>
        <translation>このボードに確認すべき読み取りはもうありません。</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="500"/>
        <source>Every uncertain reading has been accepted or rejected.</source>
        <translation>不確かな読み取りはすべて承認または却下されました。</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="528"/>
        <source>Every uncertain reading on this sheet has been checked.</source>
        <translation>このボードの不確かな読み取りはすべて確認済みです。</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="529"/>
        <source>The score is final unless you correct something else; Undo (Ctrl+Z) takes a verdict back.</source>
        <translation>ほかに修正がなければ得点は確定です。元に戻す（Ctrl+Z）で判定を取り消せます。</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="534"/>
        <source>The game has changes that are not saved. Save them?</source>
        <translation>ゲームに保存されていない変更があります。保存しますか？</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="537"/>
        <source>Unsaved game</source>
        <translation>未保存のゲーム</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="569"/>
        <source>Starsight did not close properly last time; the game open then was kept (%1).</source>
        <translation>前回 Starsight は正常に終了しませんでした。開いていたゲームは保管されています（%1）。</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="571"/>
        <source>Recover it to carry on where you were, or dismiss this message to start afresh.</source>
        <translation>復元して続きから始めるか、このメッセージを閉じて新しく始めてください。</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="571"/>
        <source>Recover</source>
        <translation>復元</translation>
    </message>
    <message>
        <location filename="../main_window_camera.cpp" line="20"/>
        <source>You can also open a photo (Ctrl+O) or paste one (Ctrl+V).</source>
        <translation>写真を開く（Ctrl+O）か貼り付ける（Ctrl+V）こともできます。</translation>
    </message>
    <message>
        <location filename="../main_window_camera.cpp" line="27"/>
        <source>Stop &amp;camera</source>
        <translation>カメラを停止(&amp;C)</translation>
    </message>
    <message>
        <location filename="../main_window_camera.cpp" line="29"/>
        <source>Waiting for the camera…</source>
        <translation>カメラを待っています…</translation>
    </message>
    <message>
        <location filename="../main_window_camera.cpp" line="30"/>
        <source>Live: hold the board in view; the picture freezes on a sure reading (Space: now).</source>
        <translation>ライブ：ボードを画面に入れてください。確かな読み取りで静止します（Space：今すぐ）。</translation>
    </message>
    <message>
        <location filename="../main_window_camera.cpp" line="50"/>
        <location filename="../main_window_camera.cpp" line="78"/>
        <source>camera</source>
        <translation>カメラ</translation>
    </message>
    <message>
        <location filename="../main_window_camera.cpp" line="58"/>
        <source>Live: board %1 read, confidence %2</source>
        <translation>ライブ：ボード %1 を読み取り、信頼度 %2</translation>
    </message>
    <message>
        <location filename="../main_window_camera.cpp" line="61"/>
        <source>Live: looking for a board…</source>
        <translation>ライブ：ボードを探しています…</translation>
    </message>
    <message>
        <location filename="../main_window_camera.cpp" line="71"/>
        <source>No picture from the camera yet.</source>
        <translation>カメラの画像がまだありません。</translation>
    </message>
    <message>
        <location filename="../main_window_camera.cpp" line="72"/>
        <source>Wait for the picture to appear, then freeze again.</source>
        <translation>画像が出るのを待ってから、もう一度静止してください。</translation>
    </message>
    <message>
        <location filename="../main_window_camera.cpp" line="94"/>
        <source>Camera</source>
        <translation>カメラ</translation>
    </message>
    <message>
        <location filename="../main_window_io.cpp" line="54"/>
        <source>Starsight can&apos;t open %1: it is neither a photo, a state file nor a game.</source>
        <translation>Starsight は %1 を開けません：写真でも状態ファイルでもゲームでもありません。</translation>
    </message>
    <message>
        <location filename="../main_window_io.cpp" line="55"/>
        <source>Open a JPEG or PNG photo of a board, a .json state file or a saved game.</source>
        <translation>ボードのJPEG・PNG写真、.json の状態ファイル、または保存したゲームを開いてください。</translation>
    </message>
    <message>
        <location filename="../main_window_io.cpp" line="62"/>
        <source>Reading %1…</source>
        <translation>%1 を読み取り中…</translation>
    </message>
    <message>
        <location filename="../main_window_io.cpp" line="67"/>
        <source>Reading the picture from the %1…</source>
        <translation>%1 の画像を読み取り中…</translation>
    </message>
    <message>
        <location filename="../main_window_io.cpp" line="74"/>
        <source>clipboard</source>
        <translation>クリップボード</translation>
    </message>
    <message>
        <location filename="../main_window_io.cpp" line="83"/>
        <source>The clipboard holds no picture.</source>
        <translation>クリップボードに画像がありません。</translation>
    </message>
    <message>
        <location filename="../main_window_io.cpp" line="83"/>
        <source>Copy a photo of a board (or its file), then paste again.</source>
        <translation>ボードの写真（またはそのファイル）をコピーして、もう一度貼り付けてください。</translation>
    </message>
    <message>
        <location filename="../main_window_io.cpp" line="96"/>
        <source>Could not read the photo %1: %2.</source>
        <translation>写真 %1 を読めませんでした：%2。</translation>
    </message>
    <message>
        <location filename="../main_window_io.cpp" line="97"/>
        <source>Check that the file is a JPEG or PNG picture that opens elsewhere, or take the photo again.</source>
        <translation>ファイルが他のソフトで開けるJPEGかPNG画像か確認するか、撮り直してください。</translation>
    </message>
    <message>
        <location filename="../main_window_io.cpp" line="100"/>
        <source>No board found in the photo %1.</source>
        <translation>写真 %1 にボードが見つかりません。</translation>
    </message>
    <message>
        <location filename="../main_window_io.cpp" line="102"/>
        <source>Take the photo again from straight above, with the whole board in view, in even light without glare; or open the sheet&apos;s state file.</source>
        <translation>真上から、ボード全体が入るように、反射のない均一な光で撮り直してください。またはボードの状態ファイルを開いてください。</translation>
    </message>
    <message>
        <location filename="../main_window_io.cpp" line="106"/>
        <source>This build of Starsight cannot read photos (%1).</source>
        <translation>この Starsight は写真を読み取れません（%1）。</translation>
    </message>
    <message>
        <location filename="../main_window_io.cpp" line="107"/>
        <source>Open a state file of the sheet instead (made by &quot;starsight simulate&quot; or by hand), or use a build with the photo reader.</source>
        <translation>代わりにボードの状態ファイル（「starsight simulate」で作成、または手書き）を開くか、写真読み取り付きの版を使ってください。</translation>
    </message>
    <message>
        <location filename="../main_window_io.cpp" line="112"/>
        <source>The photo %1 could not be read: %2.</source>
        <translation>写真 %1 を読み取れませんでした：%2。</translation>
    </message>
    <message>
        <location filename="../main_window_io.cpp" line="113"/>
        <source>Try another photo of the same board, or open its state file.</source>
        <translation>同じボードの別の写真を試すか、状態ファイルを開いてください。</translation>
    </message>
    <message>
        <location filename="../main_window_io.cpp" line="122"/>
        <source>The photo %1 can no longer be opened; the sheet is kept.</source>
        <translation>写真 %1 はもう開けません。ボードは保持されています。</translation>
    </message>
    <message>
        <location filename="../main_window_io.cpp" line="142"/>
        <source>Read in %1 s</source>
        <translation>%1 秒で読み取り</translation>
    </message>
    <message numerus="yes">
        <location filename="../main_window_io.cpp" line="157"/>
        <source>%n reading(s) on this sheet are uncertain.</source>
        <translation>
            <numerusform>このボードには不確かな読み取りが %n 件あります。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../main_window_io.cpp" line="158"/>
        <source>Press N to go to the next one, A to accept it, R to reject it.</source>
        <translation>N で次へ、A で承認、R で却下します。</translation>
    </message>
    <message>
        <location filename="../main_window_io.cpp" line="166"/>
        <source>Could not open the state file %1: %2.</source>
        <translation>状態ファイル %1 を開けませんでした：%2。</translation>
    </message>
    <message>
        <location filename="../main_window_io.cpp" line="167"/>
        <source>Check the file&apos;s name and permissions, then open it again.</source>
        <translation>ファイル名と権限を確認して、もう一度開いてください。</translation>
    </message>
    <message>
        <location filename="../main_window_io.cpp" line="174"/>
        <source>The state file %1 is not valid: %2.</source>
        <translation>状態ファイル %1 が正しくありません：%2。</translation>
    </message>
    <message>
        <location filename="../main_window_io.cpp" line="175"/>
        <source>Fix the file (its format is in STATE-FORMAT.md) or open another one.</source>
        <translation>ファイルを修正する（形式は STATE-FORMAT.md）か、別のファイルを開いてください。</translation>
    </message>
    <message>
        <location filename="../main_window_io.cpp" line="187"/>
        <source>Could not open the game %1: %2.</source>
        <translation>ゲーム %1 を開けませんでした：%2。</translation>
    </message>
    <message>
        <location filename="../main_window_io.cpp" line="188"/>
        <source>Choose a game saved by Starsight (GAME-FORMAT.md), or start a new one.</source>
        <translation>Starsight で保存したゲーム（GAME-FORMAT.md）を選ぶか、新しく始めてください。</translation>
    </message>
    <message>
        <location filename="../main_window_io.cpp" line="199"/>
        <source>Could not save the game to %1: %2.</source>
        <translation>ゲームを %1 に保存できませんでした：%2。</translation>
    </message>
    <message>
        <location filename="../main_window_io.cpp" line="200"/>
        <source>Choose another folder (one you can write to) with Save game as…</source>
        <translation>「名前を付けて保存」で書き込める別のフォルダーを選んでください。</translation>
    </message>
    <message>
        <location filename="../main_window_io.cpp" line="203"/>
        <source>Saved %1</source>
        <translation>%1 を保存しました</translation>
    </message>
    <message>
        <location filename="../main_window_io.cpp" line="236"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location filename="../main_window_io.cpp" line="243"/>
        <source>There is no sheet to export.</source>
        <translation>書き出すボードがありません。</translation>
    </message>
    <message>
        <location filename="../main_window_io.cpp" line="243"/>
        <source>Open a photo or a state file first.</source>
        <translation>先に写真か状態ファイルを開いてください。</translation>
    </message>
    <message>
        <location filename="../main_window_io.cpp" line="247"/>
        <source>Could not write the picture %1.</source>
        <translation>画像 %1 を書き込めませんでした。</translation>
    </message>
    <message>
        <location filename="../main_window_io.cpp" line="248"/>
        <location filename="../main_window_io.cpp" line="260"/>
        <source>Choose another folder (one you can write to) and export again.</source>
        <translation>書き込める別のフォルダーを選んで、もう一度書き出してください。</translation>
    </message>
    <message>
        <location filename="../main_window_io.cpp" line="251"/>
        <location filename="../main_window_io.cpp" line="263"/>
        <source>Exported %1</source>
        <translation>%1 を書き出しました</translation>
    </message>
    <message>
        <location filename="../main_window_io.cpp" line="259"/>
        <source>Could not write the results to %1: %2.</source>
        <translation>結果を %1 に書き込めませんでした：%2。</translation>
    </message>
    <message>
        <location filename="../main_window_io.cpp" line="285"/>
        <source>dropped picture</source>
        <translation>ドロップされた画像</translation>
    </message>
    <message>
        <location filename="../main_window_io.cpp" line="287"/>
        <source>Nothing Starsight can open was dropped.</source>
        <translation>ドロップされたものは Starsight で開けません。</translation>
    </message>
    <message>
        <location filename="../main_window_io.cpp" line="287"/>
        <source>Drop photo files, state files or a game.</source>
        <translation>写真ファイル、状態ファイル、またはゲームをドロップしてください。</translation>
    </message>
    <message>
        <source>Another board lies beside this one.</source>
        <translation>このボードの隣に別のボードがあります。</translation>
    </message>
    <message>
        <source>If that is the board to score, take a picture of it on its own.</source>
        <translation>そちらを採点する場合は、そのボードだけを撮影してください。</translation>
    </message>
    <message numerus="yes">
        <source>Part of the board could not be seen: %n line(s) there could not be read.</source>
        <translation>
            <numerusform>ボードの一部が見えませんでした：そこの%n本の線を読み取れませんでした。</numerusform>
        </translation>
    </message>
    <message>
        <source>Clear what covers it, or the glare on it, and take the picture again; or press N to check them one by one.</source>
        <translation>覆っている物や反射を取り除いて撮り直すか、Nキーで一本ずつ確認してください。</translation>
    </message>
</context>
<context>
    <name>starsight::desktop::MessageBar</name>
    <message>
        <location filename="../view/message_bar.cpp" line="15"/>
        <source>Dismiss</source>
        <translation>閉じる</translation>
    </message>
</context>
<context>
    <name>starsight::desktop::RankingTable</name>
    <message>
        <location filename="../view/ranking_table.cpp" line="13"/>
        <source>Place</source>
        <translation>順位</translation>
    </message>
    <message>
        <location filename="../view/ranking_table.cpp" line="13"/>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <location filename="../view/ranking_table.cpp" line="13"/>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <location filename="../view/ranking_table.cpp" line="15"/>
        <source>Constellations</source>
        <translation>星座</translation>
    </message>
    <message>
        <location filename="../view/ranking_table.cpp" line="16"/>
        <source>Planets</source>
        <translation>惑星</translation>
    </message>
    <message>
        <location filename="../view/ranking_table.cpp" line="17"/>
        <source>Shooting stars</source>
        <translation>流れ星</translation>
    </message>
    <message>
        <location filename="../view/ranking_table.cpp" line="18"/>
        <source>Point bonus</source>
        <translation>ポイントボーナス</translation>
    </message>
    <message>
        <location filename="../view/ranking_table.cpp" line="19"/>
        <source>Power bonus</source>
        <translation>パワーボーナス</translation>
    </message>
    <message>
        <location filename="../view/ranking_table.cpp" line="26"/>
        <source>Uncertain readings still to check</source>
        <translation>未確認の不確かな読み取り</translation>
    </message>
    <message>
        <location filename="../view/ranking_table.cpp" line="69"/>
        <source>%1 — board %2</source>
        <translation>%1 — ボード %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../view/ranking_table.cpp" line="70"/>
        <source>%n reading(s) to check</source>
        <translation>
            <numerusform>未確認の読み取り %n件</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>starsight::desktop::ScorePanel</name>
    <message>
        <location filename="../view/score_panel.cpp" line="63"/>
        <source>Planets</source>
        <translation>惑星</translation>
    </message>
    <message>
        <location filename="../view/score_panel.cpp" line="65"/>
        <source>Shooting stars</source>
        <translation>流れ星</translation>
    </message>
    <message>
        <location filename="../view/score_panel.cpp" line="67"/>
        <source>Point bonus</source>
        <translation>ポイントボーナス</translation>
    </message>
    <message>
        <location filename="../view/score_panel.cpp" line="69"/>
        <source>Power bonus</source>
        <translation>パワーボーナス</translation>
    </message>
    <message>
        <location filename="../view/score_panel.cpp" line="71"/>
        <location filename="../view/score_panel.cpp" line="223"/>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message numerus="yes">
        <location filename="../view/score_panel.cpp" line="73"/>
        <source>Constellation of %n line(s)</source>
        <translation>
            <numerusform>%n ラインの星座</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../view/score_panel.cpp" line="136"/>
        <source>%1: %n point(s)</source>
        <translation>
            <numerusform>%1：%n 点</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../view/score_panel.cpp" line="138"/>
        <source>: nothing scored</source>
        <translation>：得点なし</translation>
    </message>
</context>
<context>
    <name>starsight::desktop::UncertainList</name>
    <message>
        <location filename="../view/uncertain_list.cpp" line="53"/>
        <source>Line %1</source>
        <translation>ライン %1</translation>
    </message>
    <message>
        <location filename="../view/uncertain_list.cpp" line="55"/>
        <source>%1 at %2</source>
        <translation>%2 の%1</translation>
    </message>
    <message>
        <location filename="../view/uncertain_list.cpp" line="55"/>
        <source>Object</source>
        <translation>オブジェクト</translation>
    </message>
    <message>
        <location filename="../view/uncertain_list.cpp" line="57"/>
        <source>Shooting-star head at %1</source>
        <translation>%1 の流れ星の頭</translation>
    </message>
    <message>
        <location filename="../view/uncertain_list.cpp" line="59"/>
        <source>Board identity</source>
        <translation>ボードの種類</translation>
    </message>
    <message>
        <location filename="../view/uncertain_list.cpp" line="59"/>
        <source>Board %1 (else %2)</source>
        <translation>ボード %1（でなければ %2）</translation>
    </message>
    <message>
        <location filename="../view/uncertain_list.cpp" line="66"/>
        <source>present? p=%1</source>
        <translation>あり？ p=%1</translation>
    </message>
    <message>
        <location filename="../view/uncertain_list.cpp" line="66"/>
        <source>absent? p=%1</source>
        <translation>なし？ p=%1</translation>
    </message>
    <message>
        <location filename="../view/uncertain_list.cpp" line="67"/>
        <source>total if flipped %1</source>
        <translation>逆なら合計 %1</translation>
    </message>
    <message>
        <location filename="../view/uncertain_list.cpp" line="73"/>
        <source>%1: read as present (probability %2 that it is there).</source>
        <translation>%1：ありと読み取り（ある確率 %2）。</translation>
    </message>
    <message>
        <location filename="../view/uncertain_list.cpp" line="74"/>
        <source>%1: read as absent (probability %2 that it is there).</source>
        <translation>%1：なしと読み取り（ある確率 %2）。</translation>
    </message>
    <message>
        <location filename="../view/uncertain_list.cpp" line="75"/>
        <source>Taken the other way, the total would be %1.</source>
        <translation>逆に読むと合計は %1 になります。</translation>
    </message>
    <message>
        <location filename="../view/uncertain_list.cpp" line="78"/>
        <source>Not checked yet.</source>
        <translation>未確認。</translation>
    </message>
    <message>
        <location filename="../view/uncertain_list.cpp" line="81"/>
        <source>Accepted: the reading is kept.</source>
        <translation>承認：読み取りのまま。</translation>
    </message>
    <message>
        <location filename="../view/uncertain_list.cpp" line="84"/>
        <source>Rejected: taken the other way.</source>
        <translation>却下：逆に読みます。</translation>
    </message>
</context>
</TS>
