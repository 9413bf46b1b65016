<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="ja">
<context>
    <name>starsight::desktop::AuditList</name>
    <message>
        <source>Illegal</source>
        <translation>違反</translation>
    </message>
    <message>
        <source>Suspicious</source>
        <translation>疑わしい</translation>
    </message>
    <message>
        <source>Nothing to report: the sheet is legal.</source>
        <translation>問題なし：ボードはルール通りです。</translation>
    </message>
</context>
<context>
    <name>starsight::desktop::CameraFrameSource</name>
    <message>
        <source>No camera found. Connect a camera, or open a photo of the board instead.</source>
        <translation>カメラが見つかりません。カメラを接続するか、ボードの写真を開いてください。</translation>
    </message>
    <message>
        <source>The camera stopped: %1. Check that no other program uses it, then start the camera again.</source>
        <translation>カメラが停止しました：%1。他のプログラムが使っていないか確認し、カメラを再開してください。</translation>
    </message>
</context>
<context>
    <name>starsight::desktop::CardDialog</name>
    <message>
        <source>Cards in play</source>
        <translation>使用中のカード</translation>
    </message>
    <message>
        <source>Point bonus card (★): each occurrence of its shape scores its value.</source>
        <translation>得点ボーナスカード（★）：その形が現れるごとに得点。</translation>
    </message>
    <message>
        <source>None</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>Power bonus card (✦): each completed shape gives one use of its power.</source>
        <translation>パワーボーナスカード（✦）：形を完成させるごとに能力を1回使えます。</translation>
    </message>
</context>
<context>
    <name>starsight::desktop::FileFrameSource</name>
    <message>
        <source>No frames to show: the list of picture files is empty.</source>
        <translation>表示する画像がありません：画像ファイルの一覧が空です。</translation>
    </message>
    <message>
        <source>Could not read the frame %1: %2.</source>
        <translation>画像 %1 を読めませんでした：%2。</translation>
    </message>
</context>
<context>
    <name>starsight::desktop::GameDocument</name>
    <message>
        <source>Change the bonus cards</source>
        <translation>ボーナスカードを変更</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Add %1</source>
        <translation>%1 を追加</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>%1 を削除</translation>
    </message>
    <message>
        <source>Rename to %1</source>
        <translation>名前を %1 に変更</translation>
    </message>
    <message>
        <source>Reject a reading</source>
        <translation>読み取りを却下</translation>
    </message>
    <message>
        <source>Accept a reading</source>
        <translation>読み取りを承認</translation>
    </message>
</context>
<context>
    <name>starsight::desktop::MainWindow</name>
    <message>
        <source>No photo. Open a photo of a board (Ctrl+O), drop one here, paste one (Ctrl+V) or start the camera.</source>
        <translation>写真がありません。ボードの写真を開く（Ctrl+O）、ここにドロップ、貼り付け（Ctrl+V）、またはカメラを起動してください。</translation>
    </message>
    <message>
        <source>No sheet yet. Open a photo or a state file, or add a player.</source>
        <translation>ボードがまだありません。写真か状態ファイルを開くか、プレイヤーを追加してください。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Score&lt;/b&gt; (hover or click a part to see what earned it)</source>
        <translation>&lt;b&gt;得点&lt;/b&gt;（項目にカーソルを置くかクリックすると得点の元が表示されます）</translation>
    </message>
    <message>
        <source>&lt;b&gt;Uncertain readings&lt;/b&gt; (N: next, A: accept, R: reject)</source>
        <translation>&lt;b&gt;不確かな読み取り&lt;/b&gt;（N：次へ、A：承認、R：却下）</translation>
    </message>
    <message>
        <source>&lt;b&gt;Audit&lt;/b&gt;</source>
        <translation>&lt;b&gt;チェック&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>得点</translation>
    </message>
    <message>
        <source>&lt;b&gt;Players&lt;/b&gt;</source>
        <translation>&lt;b&gt;プレイヤー&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Ranking&lt;/b&gt;</source>
        <translation>&lt;b&gt;順位&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>ゲーム(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Check</source>
        <translation>確認(&amp;C)</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>メイン</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>新しいゲーム(&amp;N)</translation>
    </message>
    <message>
        <source>Open &amp;photos…</source>
        <translation>写真を開く(&amp;P)…</translation>
    </message>
    <message>
        <source>Open photos of boards</source>
        <translation>ボードの写真を開く</translation>
    </message>
    <message>
        <source>Photos (*.jpg *.jpeg *.png)</source>
        <translation>写真 (*.jpg *.jpeg *.png)</translation>
    </message>
    <message>
        <source>Open &amp;state files…</source>
        <translation>状態ファイルを開く(&amp;S)…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+O</source>
        <translation>Ctrl+Shift+O</translation>
    </message>
    <message>
        <source>Open state files</source>
        <translation>状態ファイルを開く</translation>
    </message>
    <message>
        <source>State files (*.json)</source>
        <translation>状態ファイル (*.json)</translation>
    </message>
    <message>
        <source>Open &amp;game…</source>
        <translation>ゲームを開く(&amp;G)…</translation>
    </message>
    <message>
        <source>Ctrl+G</source>
        <translation>Ctrl+G</translation>
    </message>
    <message>
        <source>Open a game</source>
        <translation>ゲームを開く</translation>
    </message>
    <message>
        <source>Games (*.json)</source>
        <translation>ゲーム (*.json)</translation>
    </message>
    <message>
        <source>&amp;Save game</source>
        <translation>ゲームを保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>ゲームを保存</translation>
    </message>
    <message>
        <source>Save game &amp;as…</source>
        <translation>名前を付けて保存(&amp;A)…</translation>
    </message>
    <message>
        <source>Export board as &amp;PNG…</source>
        <translation>ボードをPNGで書き出す(&amp;P)…</translation>
    </message>
    <message>
        <source>Export the annotated board</source>
        <translation>注釈付きボードを書き出す</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG画像 (*.png)</translation>
    </message>
    <message>
        <source>Export results as &amp;CSV…</source>
        <translation>結果をCSVで書き出す(&amp;C)…</translation>
    </message>
    <message>
        <source>Export the results</source>
        <translation>結果を書き出す</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSVファイル (*.csv)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>元に戻す(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>やり直す(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Paste photo</source>
        <translation>写真を貼り付け(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Camera</source>
        <translation>カメラ(&amp;C)</translation>
    </message>
    <message>
        <source>Ctrl+K</source>
        <translation>Ctrl+K</translation>
    </message>
    <message>
        <source>&amp;Freeze</source>
        <translation>静止(&amp;F)</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Space</translation>
    </message>
    <message>
        <source>&amp;Cards in play…</source>
        <translation>使用中のカード(&amp;C)…</translation>
    </message>
    <message>
        <source>&amp;Add player</source>
        <translation>プレイヤーを追加(&amp;A)</translation>
    </message>
    <message>
        <source>Add a player</source>
        <translation>プレイヤーを追加</translation>
    </message>
    <message>
        <source>Board (1-8):</source>
        <translation>ボード（1〜8）：</translation>
    </message>
    <message>
        <source>&amp;Rename player…</source>
        <translation>プレイヤー名を変更(&amp;R)…</translation>
    </message>
    <message>
        <source>F2</source>
        <translation>F2</translation>
    </message>
    <message>
        <source>Rename the player</source>
        <translation>プレイヤー名を変更</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>名前：</translation>
    </message>
    <message>
        <source>Remo&amp;ve player</source>
        <translation>プレイヤーを削除(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Next uncertain reading</source>
        <translation>次の不確かな読み取り(&amp;N)</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>&amp;Accept reading</source>
        <translation>読み取りを承認(&amp;A)</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>&amp;Reject reading</source>
        <translation>読み取りを却下(&amp;R)</translation>
    </message>
    <message>
        <source>R</source>
        <translation>R</translation>
    </message>
    <message>
        <source>Click adds or removes: </source>
        <translation>クリックで追加・削除：</translation>
    </message>
    <message>
        <source>Lines</source>
        <translation>ライン</translation>
    </message>
    <message>
        <source>Shooting stars (segment: mark, end: head)</source>
        <translation>流れ星（線分：指定、端：頭）</translation>
    </message>
    <message>
        <source>Planet</source>
        <translation>惑星</translation>
    </message>
    <message>
        <source>New star</source>
        <translation>新しい星</translation>
    </message>
    <message>
        <source>Galaxy</source>
        <translation>銀河</translation>
    </message>
    <message>
        <source>Twinkling star</source>
        <translation>きらきら星</translation>
    </message>
    <message>
        <source>Nova</source>
        <translation>新星</translation>
    </message>
    <message>
        <source>Luminous aura</source>
        <translation>光のオーラ</translation>
    </message>
    <message>
        <source>Crescent moon</source>
        <translation>三日月</translation>
    </message>
    <message>
        <source>Black hole</source>
        <translation>ブラックホール</translation>
    </message>
    <message>
        <source>Untitled game</source>
        <translation>無題のゲーム</translation>
    </message>
    <message>
        <source>%1 — board %2 — %3 points</source>
        <translation>%1 — ボード %2 — %3 点</translation>
    </message>
    <message numerus="yes">
        <source> — %n to check</source>
        <translation><numerusform> — 要確認 %n 件</numerusform></translation>
    </message>
    <message>
        <source>★ none</source>
        <translation>★ なし</translation>
    </message>
    <message>
        <source>✦ none</source>
        <translation>✦ なし</translation>
    </message>
    <message>
        <source>Loading the photo %1…</source>
        <translation>写真 %1 を読み込み中…</translation>
    </message>
    <message>
        <source>This sheet has no photo: edit it on the board at the right.</source>
        <translation>このボードには写真がありません：右のボードで編集してください。</translation>
    </message>
    <message>
        <source>Unmark shooting star %1</source>
        <translation>流れ星 %1 を解除</translation>
    </message>
    <message>
        <source>Mark shooting star %1</source>
        <translation>流れ星 %1 を指定</translation>
    </message>
    <message>
        <source>%1 is part of a shooting star.</source>
        <translation>%1 は流れ星の一部です。</translation>
    </message>
    <message>
        <source>Choose the shooting-star tool to unmark it first.</source>
        <translation>先に流れ星ツールを選んで解除してください。</translation>
    </message>
    <message>
        <source>Remove line %1</source>
        <translation>ライン %1 を削除</translation>
    </message>
    <message>
        <source>Add line %1</source>
        <translation>ライン %1 を追加</translation>
    </message>
    <message>
        <source>Move shooting-star head to %1</source>
        <translation>流れ星の頭を %1 に移動</translation>
    </message>
    <message>
        <source>That click was on the point %1.</source>
        <translation>クリックは点 %1 の上でした。</translation>
    </message>
    <message>
        <source>Click between two points to add or remove a line, or choose an object tool to place objects.</source>
        <translation>2点の間をクリックするとラインを追加・削除します。オブジェクトを置くにはオブジェクトのツールを選んでください。</translation>
    </message>
    <message>
        <source>Remove %1 at %2</source>
        <translation>%2 の%1を削除</translation>
    </message>
    <message>
        <source>Add %1 at %2</source>
        <translation>%2 に%1を追加</translation>
    </message>
    <message>
        <source>A: keep this reading, R: take it the other way.</source>
        <translation>A：この読み取りのまま、R：逆に読む。</translation>
    </message>
    <message>
        <source>No reading left to check on this sheet.</source>
        <translation>このボードに確認すべき読み取りはもうありません。</translation>
    </message>
    <message>
        <source>Every uncertain reading has been accepted or rejected.</source>
        <translation>不確かな読み取りはすべて承認または却下されました。</translation>
    </message>
    <message>
        <source>The game has changes that are not saved. Save them?</source>
        <translation>ゲームに保存されていない変更があります。保存しますか？</translation>
    </message>
    <message>
        <source>Unsaved game</source>
        <translation>未保存のゲーム</translation>
    </message>
    <message>
        <source>Starsight did not close properly last time; the game open then was kept (%1).</source>
        <translation>前回 Starsight は正常に終了しませんでした。開いていたゲームは保管されています（%1）。</translation>
    </message>
    <message>
        <source>Recover it to carry on where you were, or dismiss this message to start afresh.</source>
        <translation>復元して続きから始めるか、このメッセージを閉じて新しく始めてください。</translation>
    </message>
    <message>
        <source>Recover</source>
        <translation>復元</translation>
    </message>
    <message>
        <source>You can also open a photo (Ctrl+O) or paste one (Ctrl+V).</source>
        <translation>写真を開く（Ctrl+O）か貼り付ける（Ctrl+V）こともできます。</translation>
    </message>
    <message>
        <source>Stop &amp;camera</source>
        <translation>カメラを停止(&amp;C)</translation>
    </message>
    <message>
        <source>Waiting for the camera…</source>
        <translation>カメラを待っています…</translation>
    </message>
    <message>
        <source>Live: hold the board in view; the picture freezes on a sure reading (Space: now).</source>
        <translation>ライブ：ボードを画面に入れてください。確かな読み取りで静止します（Space：今すぐ）。</translation>
    </message>
    <message>
        <source>camera</source>
        <translation>カメラ</translation>
    </message>
    <message>
        <source>Live: board %1 read, confidence %2</source>
        <translation>ライブ：ボード %1 を読み取り、信頼度 %2</translation>
    </message>
    <message>
        <source>Live: looking for a board…</source>
        <translation>ライブ：ボードを探しています…</translation>
    </message>
    <message>
        <source>No picture from the camera yet.</source>
        <translation>カメラの画像がまだありません。</translation>
    </message>
    <message>
        <source>Wait for the picture to appear, then freeze again.</source>
        <translation>画像が出るのを待ってから、もう一度静止してください。</translation>
    </message>
    <message>
        <source>Camera</source>
        <translation>カメラ</translation>
    </message>
    <message>
        <source>Starsight can't open %1: it is neither a photo, a state file nor a game.</source>
        <translation>Starsight は %1 を開けません：写真でも状態ファイルでもゲームでもありません。</translation>
    </message>
    <message>
        <source>Open a JPEG or PNG photo of a board, a .json state file or a saved game.</source>
        <translation>ボードのJPEG・PNG写真、.json の状態ファイル、または保存したゲームを開いてください。</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>%1 を読み取り中…</translation>
    </message>
    <message>
        <source>Reading the picture from the %1…</source>
        <translation>%1 の画像を読み取り中…</translation>
    </message>
    <message>
        <source>clipboard</source>
        <translation>クリップボード</translation>
    </message>
    <message>
        <source>The clipboard holds no picture.</source>
        <translation>クリップボードに画像がありません。</translation>
    </message>
    <message>
        <source>Copy a photo of a board (or its file), then paste again.</source>
        <translation>ボードの写真（またはそのファイル）をコピーして、もう一度貼り付けてください。</translation>
    </message>
    <message>
        <source>Could not read the photo %1: %2.</source>
        <translation>写真 %1 を読めませんでした：%2。</translation>
    </message>
    <message>
        <source>Check that the file is a JPEG or PNG picture that opens elsewhere, or take the photo again.</source>
        <translation>ファイルが他のソフトで開けるJPEGかPNG画像か確認するか、撮り直してください。</translation>
    </message>
    <message>
        <source>No board found in the photo %1.</source>
        <translation>写真 %1 にボードが見つかりません。</translation>
    </message>
    <message>
        <source>Take the photo again from straight above, with the whole board in view, in even light without glare; or open the sheet's state file.</source>
        <translation>真上から、ボード全体が入るように、反射のない均一な光で撮り直してください。またはボードの状態ファイルを開いてください。</translation>
    </message>
    <message>
        <source>This build of Starsight cannot read photos (%1).</source>
        <translation>この Starsight は写真を読み取れません（%1）。</translation>
    </message>
    <message>
        <source>Open a state file of the sheet instead (made by "starsight simulate" or by hand), or use a build with the photo reader.</source>
        <translation>代わりにボードの状態ファイル（「starsight simulate」で作成、または手書き）を開くか、写真読み取り付きの版を使ってください。</translation>
    </message>
    <message>
        <source>The photo %1 could not be read: %2.</source>
        <translation>写真 %1 を読み取れませんでした：%2。</translation>
    </message>
    <message>
        <source>Try another photo of the same board, or open its state file.</source>
        <translation>同じボードの別の写真を試すか、状態ファイルを開いてください。</translation>
    </message>
    <message>
        <source>The photo %1 can no longer be opened; the sheet is kept.</source>
        <translation>写真 %1 はもう開けません。ボードは保持されています。</translation>
    </message>
    <message>
        <source>Read in %1 s</source>
        <translation>%1 秒で読み取り</translation>
    </message>
    <message numerus="yes">
        <source>%n reading(s) on this sheet are uncertain.</source>
        <translation><numerusform>このボードには不確かな読み取りが %n 件あります。</numerusform></translation>
    </message>
    <message>
        <source>Press N to go to the next one, A to accept it, R to reject it.</source>
        <translation>N で次へ、A で承認、R で却下します。</translation>
    </message>
    <message>
        <source>Could not open the state file %1: %2.</source>
        <translation>状態ファイル %1 を開けませんでした：%2。</translation>
    </message>
    <message>
        <source>Check the file's name and permissions, then open it again.</source>
        <translation>ファイル名と権限を確認して、もう一度開いてください。</translation>
    </message>
    <message>
        <source>The state file %1 is not valid: %2.</source>
        <translation>状態ファイル %1 が正しくありません：%2。</translation>
    </message>
    <message>
        <source>Fix the file (its format is in STATE-FORMAT.md) or open another one.</source>
        <translation>ファイルを修正する（形式は STATE-FORMAT.md）か、別のファイルを開いてください。</translation>
    </message>
    <message>
        <source>Could not open the game %1: %2.</source>
        <translation>ゲーム %1 を開けませんでした：%2。</translation>
    </message>
    <message>
        <source>Choose a game saved by Starsight (GAME-FORMAT.md), or start a new one.</source>
        <translation>Starsight で保存したゲーム（GAME-FORMAT.md）を選ぶか、新しく始めてください。</translation>
    </message>
    <message>
        <source>Could not save the game to %1: %2.</source>
        <translation>ゲームを %1 に保存できませんでした：%2。</translation>
    </message>
    <message>
        <source>Choose another folder (one you can write to) with Save game as…</source>
        <translation>「名前を付けて保存」で書き込める別のフォルダーを選んでください。</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 を保存しました</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>There is no sheet to export.</source>
        <translation>書き出すボードがありません。</translation>
    </message>
    <message>
        <source>Open a photo or a state file first.</source>
        <translation>先に写真か状態ファイルを開いてください。</translation>
    </message>
    <message>
        <source>Could not write the picture %1.</source>
        <translation>画像 %1 を書き込めませんでした。</translation>
    </message>
    <message>
        <source>Choose another folder (one you can write to) and export again.</source>
        <translation>書き込める別のフォルダーを選んで、もう一度書き出してください。</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>%1 を書き出しました</translation>
    </message>
    <message>
        <source>Could not write the results to %1: %2.</source>
        <translation>結果を %1 に書き込めませんでした：%2。</translation>
    </message>
    <message>
        <source>dropped picture</source>
        <translation>ドロップされた画像</translation>
    </message>
    <message>
        <source>Nothing Starsight can open was dropped.</source>
        <translation>ドロップされたものは Starsight で開けません。</translation>
    </message>
    <message>
        <source>Drop photo files, state files or a game.</source>
        <translation>写真ファイル、状態ファイル、またはゲームをドロップしてください。</translation>
    </message>
</context>
<context>
    <name>starsight::desktop::MessageBar</name>
    <message>
        <source>Dismiss</source>
        <translation>閉じる</translation>
    </message>
</context>
<context>
    <name>starsight::desktop::RankingTable</name>
    <message>
        <source>Place</source>
        <translation>順位</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>Constellations</source>
        <translation>星座</translation>
    </message>
    <message>
        <source>Planets</source>
        <translation>惑星</translation>
    </message>
    <message>
        <source>Shooting stars</source>
        <translation>流れ星</translation>
    </message>
    <message>
        <source>★</source>
        <translation>★</translation>
    </message>
    <message>
        <source>✦</source>
        <translation>✦</translation>
    </message>
</context>
<context>
    <name>starsight::desktop::ScorePanel</name>
    <message>
        <source>Planets</source>
        <translation>惑星</translation>
    </message>
    <message>
        <source>Shooting stars</source>
        <translation>流れ星</translation>
    </message>
    <message>
        <source>Point bonus (★)</source>
        <translation>得点ボーナス（★）</translation>
    </message>
    <message>
        <source>Power bonus (✦)</source>
        <translation>パワーボーナス（✦）</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message numerus="yes">
        <source>Constellation of %n line(s)</source>
        <translation><numerusform>%n ラインの星座</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%1: %n point(s)</source>
        <translation><numerusform>%1：%n 点</numerusform></translation>
    </message>
    <message>
        <source>: nothing scored</source>
        <translation>：得点なし</translation>
    </message>
</context>
<context>
    <name>starsight::desktop::UncertainList</name>
    <message>
        <source>Line %1</source>
        <translation>ライン %1</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation>%2 の%1</translation>
    </message>
    <message>
        <source>Object</source>
        <translation>オブジェクト</translation>
    </message>
    <message>
        <source>Shooting-star head at %1</source>
        <translation>%1 の流れ星の頭</translation>
    </message>
    <message>
        <source>Board identity</source>
        <translation>ボードの種類</translation>
    </message>
    <message>
        <source>read as present</source>
        <translation>ありと読み取り</translation>
    </message>
    <message>
        <source>read as absent</source>
        <translation>なしと読み取り</translation>
    </message>
    <message>
        <source>%1: %2 (p = %3)</source>
        <translation>%1：%2（p = %3）</translation>
    </message>
    <message>
        <source>, total if flipped: %1</source>
        <translation>、逆にした場合の合計：%1</translation>
    </message>
    <message>
        <source> — to check</source>
        <translation> — 要確認</translation>
    </message>
    <message>
        <source> — accepted</source>
        <translation> — 承認済み</translation>
    </message>
    <message>
        <source> — rejected</source>
        <translation> — 却下済み</translation>
    </message>
</context>
</TS>