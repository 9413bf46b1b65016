<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>Names</name>
    <message>
        <location filename="../view/names.cpp" line="8"/>
        <location filename="../view/names.cpp" line="30"/>
        <source>Planet</source>
        <translation>Planète</translation>
    </message>
    <message>
        <location filename="../view/names.cpp" line="10"/>
        <source>New star</source>
        <translation>Nouvelle étoile</translation>
    </message>
    <message>
        <location filename="../view/names.cpp" line="12"/>
        <location filename="../view/names.cpp" line="36"/>
        <source>Galaxy</source>
        <translation>Galaxie</translation>
    </message>
    <message>
        <location filename="../view/names.cpp" line="14"/>
        <location filename="../view/names.cpp" line="38"/>
        <source>Twinkling star</source>
        <translation>Étoile scintillante</translation>
    </message>
    <message>
        <location filename="../view/names.cpp" line="16"/>
        <location filename="../view/names.cpp" line="40"/>
        <source>Nova</source>
        <translation>Nova</translation>
    </message>
    <message>
        <location filename="../view/names.cpp" line="18"/>
        <location filename="../view/names.cpp" line="42"/>
        <source>Luminous aura</source>
        <translation>Aura lumineuse</translation>
    </message>
    <message>
        <location filename="../view/names.cpp" line="20"/>
        <location filename="../view/names.cpp" line="44"/>
        <source>Crescent moon</source>
        <translation>Croissant de lune</translation>
    </message>
    <message>
        <location filename="../view/names.cpp" line="22"/>
        <location filename="../view/names.cpp" line="46"/>
        <source>Black hole</source>
        <translation>Trou noir</translation>
    </message>
    <message>
        <location filename="../view/names.cpp" line="32"/>
        <source>New line</source>
        <translation>Nouvelle ligne</translation>
    </message>
    <message>
        <location filename="../view/names.cpp" line="34"/>
        <source>New stars</source>
        <translation>Nouvelles étoiles</translation>
    </message>
</context>
<context>
    <name>starsight::desktop::AuditList</name>
    <message>
        <location filename="../view/audit_list.cpp" line="9"/>
        <source>power card</source>
        <translation>carte pouvoir</translation>
    </message>
    <message>
        <location filename="../view/audit_list.cpp" line="10"/>
        <source>point card</source>
        <translation>carte points</translation>
    </message>
    <message>
        <location filename="../view/audit_list.cpp" line="11"/>
        <location filename="../view/audit_list.cpp" line="12"/>
        <source>power</source>
        <translation>pouvoir</translation>
    </message>
    <message>
        <location filename="../view/audit_list.cpp" line="13"/>
        <source>point</source>
        <translation>points</translation>
    </message>
    <message>
        <location filename="../view/audit_list.cpp" line="25"/>
        <source>A line touches the planet at %1; no line may touch a planet.</source>
        <translation>Une ligne touche la planète en %1 ; aucune ligne ne peut toucher une planète.</translation>
    </message>
    <message>
        <location filename="../view/audit_list.cpp" line="27"/>
        <source>A line touches a shooting star at %1; no line may touch a shooting star.</source>
        <translation>Une ligne touche une étoile filante en %1 ; aucune ligne ne peut toucher une étoile filante.</translation>
    </message>
    <message>
        <location filename="../view/audit_list.cpp" line="29"/>
        <source>A line touches an object at %1; no line may touch an object other than a star.</source>
        <translation>Une ligne touche un objet en %1 ; aucune ligne ne peut toucher un objet autre qu’une étoile.</translation>
    </message>
    <message>
        <location filename="../view/audit_list.cpp" line="31"/>
        <source>A line ends at %1, where there is no star; lines join two stars.</source>
        <translation>Une ligne se termine en %1, où il n’y a pas d’étoile ; les lignes relient deux étoiles.</translation>
    </message>
    <message>
        <location filename="../view/audit_list.cpp" line="32"/>
        <source>The object at %1 is not on a point it may use.</source>
        <translation>L’objet en %1 n’est pas sur un point qu’il peut occuper.</translation>
    </message>
    <message>
        <location filename="../view/audit_list.cpp" line="34"/>
        <source>The nova at %1 is in a constellation of more than 10 lines.</source>
        <translation>La nova en %1 est dans une constellation de plus de 10 lignes.</translation>
    </message>
    <message>
        <location filename="../view/audit_list.cpp" line="36"/>
        <source>The galaxy on %1 and %2 does not cover 2 stars next to a constellation.</source>
        <translation>La galaxie sur %1 et %2 ne couvre pas 2 étoiles à côté d’une constellation.</translation>
    </message>
    <message>
        <location filename="../view/audit_list.cpp" line="37"/>
        <source>Several objects are drawn at %1.</source>
        <translation>Plusieurs objets sont dessinés en %1.</translation>
    </message>
    <message>
        <location filename="../view/audit_list.cpp" line="38"/>
        <source>There are %1 black holes; only one is allowed per game.</source>
        <translation>Il y a %1 trous noirs ; un seul est permis par partie.</translation>
    </message>
    <message>
        <location filename="../view/audit_list.cpp" line="39"/>
        <source>There are %1 crescent moons; only one is allowed per game.</source>
        <translation>Il y a %1 croissants de lune ; un seul est permis par partie.</translation>
    </message>
    <message>
        <location filename="../view/audit_list.cpp" line="41"/>
        <source>One constellation holds %1 luminous auras; at most one is allowed.</source>
        <translation>Une constellation contient %1 auras lumineuses ; une seule au plus est permise.</translation>
    </message>
    <message>
        <location filename="../view/audit_list.cpp" line="42"/>
        <source>The object at %1 does not match the power card in play.</source>
        <translation>L’objet en %1 ne correspond pas à la carte pouvoir en jeu.</translation>
    </message>
    <message>
        <location filename="../view/audit_list.cpp" line="43"/>
        <source>A power is used more times than its shape was drawn.</source>
        <translation>Un pouvoir est utilisé plus de fois que sa forme n’a été dessinée.</translation>
    </message>
    <message>
        <location filename="../view/audit_list.cpp" line="45"/>
        <source>Stars next to the black hole at %1 are used; that is legal only if they were used before the black hole was drawn.</source>
        <translation>Des étoiles voisines du trou noir en %1 sont utilisées ; c’est permis seulement si elles l’ont été avant que le trou noir soit dessiné.</translation>
    </message>
    <message>
        <location filename="../view/audit_list.cpp" line="48"/>
        <source>More lines are drawn than the 18 cards allow.</source>
        <translation>Plus de lignes sont dessinées que les 18 cartes ne le permettent.</translation>
    </message>
    <message>
        <location filename="../view/audit_list.cpp" line="50"/>
        <source>The shooting star at %1 is not 1 to 3 diagonal lines in one straight run.</source>
        <translation>L’étoile filante en %1 n’est pas formée de 1 à 3 lignes diagonales alignées.</translation>
    </message>
    <message>
        <location filename="../view/audit_list.cpp" line="51"/>
        <source>The shooting star at %1 does not have its head at an end.</source>
        <translation>L’étoile filante en %1 n’a pas sa tête à une extrémité.</translation>
    </message>
    <message>
        <location filename="../view/audit_list.cpp" line="53"/>
        <source>A shooting star at %1 touches another shooting star or an object.</source>
        <translation>Une étoile filante en %1 touche une autre étoile filante ou un objet.</translation>
    </message>
    <message>
        <location filename="../view/audit_list.cpp" line="55"/>
        <source>A shooting star uses %1, where there is no star.</source>
        <translation>Une étoile filante utilise %1, où il n’y a pas d’étoile.</translation>
    </message>
    <message>
        <location filename="../view/audit_list.cpp" line="57"/>
        <source>There are %1 shooting stars; only 3 shooting-star cards exist.</source>
        <translation>Il y a %1 étoiles filantes ; il n’existe que 3 cartes étoile filante.</translation>
    </message>
    <message>
        <location filename="../view/audit_list.cpp" line="79"/>
        <source>Illegal</source>
        <translation>Illégal</translation>
    </message>
    <message>
        <location filename="../view/audit_list.cpp" line="79"/>
        <source>Suspicious</source>
        <translation>Suspect</translation>
    </message>
    <message>
        <location filename="../view/audit_list.cpp" line="85"/>
        <source>Nothing to report: the sheet is legal.</source>
        <translation>Rien à signaler : l’ardoise est légale.</translation>
    </message>
</context>
<context>
    <name>starsight::desktop::CameraFrameSource</name>
    <message>
        <location filename="../reading/camera_frame_source.cpp" line="21"/>
        <source>No camera found. Connect a camera, or open a photo of the board instead.</source>
        <translation>Aucune caméra trouvée. Branchez une caméra, ou ouvrez plutôt une photo de l’ardoise.</translation>
    </message>
    <message>
        <location filename="../reading/camera_frame_source.cpp" line="27"/>
        <source>The camera stopped: %1. Check that no other program uses it, then start the camera again.</source>
        <translation>La caméra s’est arrêtée : %1. Vérifiez qu’aucun autre programme ne l’utilise, puis relancez la caméra.</translation>
    </message>
</context>
<context>
    <name>starsight::desktop::CardDialog</name>
    <message>
        <location filename="../view/card_dialog.cpp" line="29"/>
        <source>Cards in play</source>
        <translation>Cartes en jeu</translation>
    </message>
    <message>
        <location filename="../view/card_dialog.cpp" line="31"/>
        <source>Point bonus card: each occurrence of its shape scores its value.</source>
        <translation>Carte bonus de points : chaque occurrence de sa forme rapporte sa valeur.</translation>
    </message>
    <message>
        <location filename="../view/card_dialog.cpp" line="43"/>
        <source>Power bonus card: each completed shape gives one use of its power.</source>
        <translation>Carte bonus de pouvoir : chaque forme achevée donne un usage de son pouvoir.</translation>
    </message>
    <message>
        <location filename="../view/card_dialog.cpp" line="33"/>
        <location filename="../view/card_dialog.cpp" line="45"/>
        <source>None</source>
        <translation>Aucune</translation>
    </message>
</context>
<context>
    <name>starsight::desktop::FileFrameSource</name>
    <message>
        <location filename="../reading/file_frame_source.cpp" line="15"/>
        <source>No frames to show: the list of picture files is empty.</source>
        <translation>Aucune image à montrer : la liste de fichiers est vide.</translation>
    </message>
    <message>
        <location filename="../reading/file_frame_source.cpp" line="35"/>
        <source>Could not read the frame %1: %2.</source>
        <translation>Impossible de lire l’image %1 : %2.</translation>
    </message>
</context>
<context>
    <name>starsight::desktop::GameDocument</name>
    <message>
        <location filename="../game/game_document.cpp" line="115"/>
        <source>Change the bonus cards</source>
        <translation>Changer les cartes bonus</translation>
    </message>
    <message>
        <location filename="../game/game_document.cpp" line="120"/>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <location filename="../game/game_document.cpp" line="121"/>
        <source>Add %1</source>
        <translation>Ajouter %1</translation>
    </message>
    <message>
        <location filename="../game/game_document.cpp" line="139"/>
        <source>Remove %1</source>
        <translation>Retirer %1</translation>
    </message>
    <message>
        <location filename="../game/game_document.cpp" line="148"/>
        <source>Rename to %1</source>
        <translation>Renommer en %1</translation>
    </message>
    <message>
        <location filename="../game/game_document.cpp" line="163"/>
        <source>Reject a reading</source>
        <translation>Rejeter une lecture</translation>
    </message>
    <message>
        <location filename="../game/game_document.cpp" line="163"/>
        <source>Accept a reading</source>
        <translation>Accepter une lecture</translation>
    </message>
</context>
<context>
    <name>starsight::desktop::MainWindow</name>
    <message>
        <location filename="../main_window.cpp" line="77"/>
        <location filename="../main_window.cpp" line="429"/>
        <source>No photo. Open a photo of a board (Ctrl+O), drop one here, paste one (Ctrl+V) or start the camera.</source>
        <translation>Pas de photo. Ouvrez une photo d’ardoise (Ctrl+O), déposez-la ici, collez-la (Ctrl+V) ou lancez la caméra.</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="79"/>
        <source>No sheet yet. Open a photo or a state file, or add a player.</source>
        <translation>Pas encore d’ardoise. Ouvrez une photo ou un fichier d’état, ou ajoutez un joueur.</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="111"/>
        <source>&lt;b&gt;Score&lt;/b&gt; (hover or click a part to see what earned it)</source>
        <translation>&lt;b&gt;Score&lt;/b&gt; (survolez ou cliquez une case pour voir ce qui l’a rapportée)</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="379"/>
        <source>&lt;b&gt;Audit&lt;/b&gt;</source>
        <translation>&lt;b&gt;Contrôle&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="120"/>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="147"/>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="148"/>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="149"/>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="150"/>
        <source>&amp;Check</source>
        <translation>&amp;Vérifier</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="151"/>
        <source>Main</source>
        <translation>Principal</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="162"/>
        <source>&amp;New game</source>
        <translation>&amp;Nouvelle partie</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="165"/>
        <source>Open &amp;photos…</source>
        <translation>Ouvrir des &amp;photos…</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="167"/>
        <source>Open photos of boards</source>
        <translation>Ouvrir des photos d’ardoises</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="167"/>
        <source>Photos (*.jpg *.jpeg *.png)</source>
        <translation>Photos (*.jpg *.jpeg *.png)</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="170"/>
        <source>Open &amp;state files…</source>
        <translation>Ouvrir des fichiers d’é&amp;tat…</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="170"/>
        <source>Ctrl+Shift+O</source>
        <translation>Ctrl+Shift+O</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="172"/>
        <source>Open state files</source>
        <translation>Ouvrir des fichiers d’état</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="172"/>
        <source>State files (*.json)</source>
        <translation>Fichiers d’état (*.json)</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="175"/>
        <source>Open &amp;game…</source>
        <translation>Ouvrir une &amp;partie…</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="175"/>
        <source>Ctrl+G</source>
        <translation>Ctrl+G</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="177"/>
        <source>Open a game</source>
        <translation>Ouvrir une partie</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="177"/>
        <location filename="../main_window.cpp" line="183"/>
        <location filename="../main_window.cpp" line="188"/>
        <location filename="../main_window.cpp" line="542"/>
        <source>Games (*.json)</source>
        <translation>Parties (*.json)</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="181"/>
        <source>&amp;Save game</source>
        <translation>&amp;Enregistrer la partie</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="183"/>
        <location filename="../main_window.cpp" line="188"/>
        <location filename="../main_window.cpp" line="542"/>
        <source>Save the game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="187"/>
        <source>Save game &amp;as…</source>
        <translation>Enregistrer la partie &amp;sous…</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="191"/>
        <source>Export board as &amp;PNG…</source>
        <translation>Exporter l’ardoise en &amp;PNG…</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="192"/>
        <source>Export the annotated board</source>
        <translation>Exporter l’ardoise annotée</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="192"/>
        <source>PNG images (*.png)</source>
        <translation>Images PNG (*.png)</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="195"/>
        <source>Export results as &amp;CSV…</source>
        <translation>Exporter les résultats en &amp;CSV…</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="196"/>
        <source>Export the results</source>
        <translation>Exporter les résultats</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="196"/>
        <source>CSV files (*.csv)</source>
        <translation>Fichiers CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="200"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="205"/>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="207"/>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="211"/>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="212"/>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="225"/>
        <source>&amp;Paste photo</source>
        <translation>&amp;Coller une photo</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="227"/>
        <location filename="../main_window_camera.cpp" line="39"/>
        <source>&amp;Camera</source>
        <translation>&amp;Caméra</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="227"/>
        <source>Ctrl+K</source>
        <translation>Ctrl+K</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="233"/>
        <source>&amp;Freeze</source>
        <translation>&amp;Figer</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="233"/>
        <source>Space</source>
        <translation>Space</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="236"/>
        <source>&amp;Cards in play…</source>
        <translation>&amp;Cartes en jeu…</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="240"/>
        <source>&amp;Add player</source>
        <translation>&amp;Ajouter un joueur</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="242"/>
        <source>Add a player</source>
        <translation>Ajouter un joueur</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="242"/>
        <source>Board (1-8):</source>
        <translation>Ardoise (1-8) :</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="248"/>
        <source>&amp;Rename player…</source>
        <translation>&amp;Renommer le joueur…</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="248"/>
        <source>F2</source>
        <translation>F2</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="252"/>
        <source>Rename the player</source>
        <translation>Renommer le joueur</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="252"/>
        <source>Name:</source>
        <translation>Nom :</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="257"/>
        <source>Remo&amp;ve player</source>
        <translation>Reti&amp;rer le joueur</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="259"/>
        <source>&amp;Next uncertain reading</source>
        <translation>Lecture incertaine &amp;suivante</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="259"/>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="260"/>
        <source>&amp;Accept reading</source>
        <translation>&amp;Accepter la lecture</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="260"/>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="261"/>
        <source>&amp;Reject reading</source>
        <translation>&amp;Rejeter la lecture</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="261"/>
        <source>R</source>
        <translation>R</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="263"/>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="264"/>
        <source>&amp;Whole photo</source>
        <translation>Photo &amp;entière</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="266"/>
        <source>W</source>
        <translation>W</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="267"/>
        <source>Show the whole photo instead of zooming onto the board (W)</source>
        <translation>Montrer la photo entière au lieu de zoomer sur l’ardoise (W)</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="274"/>
        <source>Open…</source>
        <translation>Ouvrir…</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="275"/>
        <source>Open photos, state files or a saved game</source>
        <translation>Ouvrir des photos, des fichiers d’état ou une partie enregistrée</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="278"/>
        <source>Open photos, state files or a game</source>
        <translation>Ouvrir des photos, des fichiers d’état ou une partie</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="279"/>
        <source>Photos, state files and games (*.jpg *.jpeg *.png *.json);;All files (*)</source>
        <translation>Photos, fichiers d’état et parties (*.jpg *.jpeg *.png *.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="290"/>
        <source>Click adds or removes: </source>
        <translation>Un clic ajoute ou retire : </translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="292"/>
        <source>Lines</source>
        <translation>Lignes</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="293"/>
        <source>Shooting stars</source>
        <translation>Étoiles filantes</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="294"/>
        <source>Click a segment to mark or unmark it, a point to put the head there.</source>
        <translation>Cliquez un segment pour le marquer ou le démarquer, un point pour y mettre la tête.</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="342"/>
        <source>&lt;b&gt;Players:&lt;/b&gt; none yet</source>
        <translation>&lt;b&gt;Joueurs :&lt;/b&gt; aucun pour l’instant</translation>
    </message>
    <message numerus="yes">
        <location filename="../main_window.cpp" line="343"/>
        <source>&lt;b&gt;Players&lt;/b&gt; (%n, best first; click one to show their sheet)</source>
        <translation>
            <numerusform>&lt;b&gt;Joueurs&lt;/b&gt; (%n, le meilleur en premier ; cliquez pour voir son ardoise)</numerusform>
            <numerusform>&lt;b&gt;Joueurs&lt;/b&gt; (%n, le meilleur en premier ; cliquez pour voir son ardoise)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="352"/>
        <location filename="../main_window.cpp" line="353"/>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="354"/>
        <source>Point card: %1 · Power card: %2</source>
        <translation>Carte points : %1 · Carte pouvoir : %2</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="374"/>
        <source>&lt;b&gt;Uncertain readings:&lt;/b&gt; none</source>
        <translation>&lt;b&gt;Lectures incertaines :&lt;/b&gt; aucune</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="375"/>
        <source>&lt;b&gt;Uncertain readings&lt;/b&gt; (%1 of %2 to check; N: next, A: accept, R: reject)</source>
        <translation>&lt;b&gt;Lectures incertaines&lt;/b&gt; (%1 sur %2 à vérifier ; N : suivante, A : accepter, R : rejeter)</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="379"/>
        <source>&lt;b&gt;Audit:&lt;/b&gt; nothing to report, the sheet is legal.</source>
        <translation>&lt;b&gt;Contrôle :&lt;/b&gt; rien à signaler, l’ardoise est conforme.</translation>
    </message>
    <message numerus="yes">
        <location filename="../main_window.cpp" line="380"/>
        <source>&lt;b&gt;Audit&lt;/b&gt; (%n finding(s); click one to see its points)</source>
        <translation>
            <numerusform>&lt;b&gt;Contrôle&lt;/b&gt; (%n constat ; cliquez-le pour voir ses points)</numerusform>
            <numerusform>&lt;b&gt;Contrôle&lt;/b&gt; (%n constats ; cliquez-en un pour voir ses points)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="330"/>
        <source>Untitled game</source>
        <translation>Partie sans nom</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="423"/>
        <source>Loading the photo %1…</source>
        <translation>Chargement de la photo %1…</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="428"/>
        <source>This sheet has no photo: edit it on the board at the right.</source>
        <translation>Cette ardoise n’a pas de photo : modifiez-la sur le plateau à droite.</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="442"/>
        <source>Unmark shooting star %1</source>
        <translation>Démarquer l’étoile filante %1</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="442"/>
        <source>Mark shooting star %1</source>
        <translation>Marquer l’étoile filante %1</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="446"/>
        <source>%1 is part of a shooting star.</source>
        <translation>%1 fait partie d’une étoile filante.</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="447"/>
        <source>Choose the shooting-star tool to unmark it first.</source>
        <translation>Choisissez d’abord l’outil étoile filante pour la démarquer.</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="452"/>
        <source>Remove line %1</source>
        <translation>Retirer la ligne %1</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="452"/>
        <source>Add line %1</source>
        <translation>Ajouter la ligne %1</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="461"/>
        <source>Move shooting-star head to %1</source>
        <translation>Déplacer la tête de l’étoile filante en %1</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="465"/>
        <source>That click was on the point %1.</source>
        <translation>Ce clic était sur le point %1.</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="466"/>
        <source>Click between two points to add or remove a line, or choose an object tool to place objects.</source>
        <translation>Cliquez entre deux points pour ajouter ou retirer une ligne, ou choisissez un outil d’objet pour placer des objets.</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="472"/>
        <source>Remove %1 at %2</source>
        <translation>Retirer %1 en %2</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="472"/>
        <source>Add %1 at %2</source>
        <translation>Ajouter %1 en %2</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="489"/>
        <source>A: keep this reading, R: take it the other way.</source>
        <translation>A : garder cette lecture, R : la prendre dans l’autre sens.</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="499"/>
        <source>No reading left to check on this sheet.</source>
        <translation>Plus aucune lecture à vérifier sur cette ardoise.</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="500"/>
        <source>Every uncertain reading has been accepted or rejected.</source>
        <translation>Chaque lecture incertaine a été acceptée ou rejetée.</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="528"/>
        <source>Every uncertain reading on this sheet has been checked.</source>
        <translation>Toutes les lectures incertaines de cette ardoise ont été vérifiées.</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="529"/>
        <source>The score is final unless you correct something else; Undo (Ctrl+Z) takes a verdict back.</source>
        <translation>Le score est définitif sauf autre correction ; Annuler (Ctrl+Z) reprend un verdict.</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="534"/>
        <source>The game has changes that are not saved. Save them?</source>
        <translation>La partie a des modifications non enregistrées. Les enregistrer ?</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="537"/>
        <source>Unsaved game</source>
        <translation>Partie non enregistrée</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="569"/>
        <source>Starsight did not close properly last time; the game open then was kept (%1).</source>
        <translation>Starsight ne s’est pas fermé correctement la dernière fois ; la partie ouverte a été conservée (%1).</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="571"/>
        <source>Recover it to carry on where you were, or dismiss this message to start afresh.</source>
        <translation>Récupérez-la pour reprendre où vous en étiez, ou fermez ce message pour repartir de zéro.</translation>
    </message>
    <message>
        <location filename="../main_window.cpp" line="571"/>
        <source>Recover</source>
        <translation>Récupérer</translation>
    </message>
    <message>
        <location filename="../main_window_camera.cpp" line="20"/>
        <source>You can also open a photo (Ctrl+O) or paste one (Ctrl+V).</source>
        <translation>Vous pouvez aussi ouvrir une photo (Ctrl+O) ou en coller une (Ctrl+V).</translation>
    </message>
    <message>
        <location filename="../main_window_camera.cpp" line="27"/>
        <source>Stop &amp;camera</source>
        <translation>Arrêter la &amp;caméra</translation>
    </message>
    <message>
        <location filename="../main_window_camera.cpp" line="29"/>
        <source>Waiting for the camera…</source>
        <translation>En attente de la caméra…</translation>
    </message>
    <message>
        <location filename="../main_window_camera.cpp" line="30"/>
        <source>Live: hold the board in view; the picture freezes on a sure reading (Space: now).</source>
        <translation>En direct : gardez l’ardoise dans le cadre ; l’image se fige sur une lecture sûre (Espace : maintenant).</translation>
    </message>
    <message>
        <location filename="../main_window_camera.cpp" line="50"/>
        <location filename="../main_window_camera.cpp" line="78"/>
        <source>camera</source>
        <translation>caméra</translation>
    </message>
    <message>
        <location filename="../main_window_camera.cpp" line="58"/>
        <source>Live: board %1 read, confidence %2</source>
        <translation>En direct : ardoise %1 lue, confiance %2</translation>
    </message>
    <message>
        <location filename="../main_window_camera.cpp" line="61"/>
        <source>Live: looking for a board…</source>
        <translation>En direct : recherche d’une ardoise…</translation>
    </message>
    <message>
        <location filename="../main_window_camera.cpp" line="71"/>
        <source>No picture from the camera yet.</source>
        <translation>Pas encore d’image de la caméra.</translation>
    </message>
    <message>
        <location filename="../main_window_camera.cpp" line="72"/>
        <source>Wait for the picture to appear, then freeze again.</source>
        <translation>Attendez que l’image apparaisse, puis figez à nouveau.</translation>
    </message>
    <message>
        <location filename="../main_window_camera.cpp" line="94"/>
        <source>Camera</source>
        <translation>Caméra</translation>
    </message>
    <message>
        <location filename="../main_window_io.cpp" line="54"/>
        <source>Starsight can&apos;t open %1: it is neither a photo, a state file nor a game.</source>
        <translation>Starsight ne peut pas ouvrir %1 : ce n’est ni une photo, ni un fichier d’état, ni une partie.</translation>
    </message>
    <message>
        <location filename="../main_window_io.cpp" line="55"/>
        <source>Open a JPEG or PNG photo of a board, a .json state file or a saved game.</source>
        <translation>Ouvrez une photo JPEG ou PNG d’une ardoise, un fichier d’état .json ou une partie enregistrée.</translation>
    </message>
    <message>
        <location filename="../main_window_io.cpp" line="62"/>
        <source>Reading %1…</source>
        <translation>Lecture de %1…</translation>
    </message>
    <message>
        <location filename="../main_window_io.cpp" line="67"/>
        <source>Reading the picture from the %1…</source>
        <translation>Lecture de l’image (%1)…</translation>
    </message>
    <message>
        <location filename="../main_window_io.cpp" line="74"/>
        <source>clipboard</source>
        <translation>presse-papiers</translation>
    </message>
    <message>
        <location filename="../main_window_io.cpp" line="83"/>
        <source>The clipboard holds no picture.</source>
        <translation>Le presse-papiers ne contient pas d’image.</translation>
    </message>
    <message>
        <location filename="../main_window_io.cpp" line="83"/>
        <source>Copy a photo of a board (or its file), then paste again.</source>
        <translation>Copiez une photo d’ardoise (ou son fichier), puis collez à nouveau.</translation>
    </message>
    <message>
        <location filename="../main_window_io.cpp" line="96"/>
        <source>Could not read the photo %1: %2.</source>
        <translation>Impossible de lire la photo %1 : %2.</translation>
    </message>
    <message>
        <location filename="../main_window_io.cpp" line="97"/>
        <source>Check that the file is a JPEG or PNG picture that opens elsewhere, or take the photo again.</source>
        <translation>Vérifiez que le fichier est une image JPEG ou PNG qui s’ouvre ailleurs, ou reprenez la photo.</translation>
    </message>
    <message>
        <location filename="../main_window_io.cpp" line="100"/>
        <source>No board found in the photo %1.</source>
        <translation>Aucune ardoise trouvée sur la photo %1.</translation>
    </message>
    <message>
        <location filename="../main_window_io.cpp" line="102"/>
        <source>Take the photo again from straight above, with the whole board in view, in even light without glare; or open the sheet&apos;s state file.</source>
        <translation>Reprenez la photo bien au-dessus, avec toute l’ardoise dans le cadre, sous une lumière égale sans reflets ; ou ouvrez le fichier d’état de l’ardoise.</translation>
    </message>
    <message>
        <location filename="../main_window_io.cpp" line="106"/>
        <source>This build of Starsight cannot read photos (%1).</source>
        <translation>Cette version de Starsight ne sait pas lire les photos (%1).</translation>
    </message>
    <message>
        <location filename="../main_window_io.cpp" line="107"/>
        <source>Open a state file of the sheet instead (made by &quot;starsight simulate&quot; or by hand), or use a build with the photo reader.</source>
        <translation>Ouvrez plutôt un fichier d’état de l’ardoise (fait par « starsight simulate » ou à la main), ou utilisez une version avec le lecteur de photos.</translation>
    </message>
    <message>
        <location filename="../main_window_io.cpp" line="112"/>
        <source>The photo %1 could not be read: %2.</source>
        <translation>La photo %1 n’a pas pu être lue : %2.</translation>
    </message>
    <message>
        <location filename="../main_window_io.cpp" line="113"/>
        <source>Try another photo of the same board, or open its state file.</source>
        <translation>Essayez une autre photo de la même ardoise, ou ouvrez son fichier d’état.</translation>
    </message>
    <message>
        <location filename="../main_window_io.cpp" line="122"/>
        <source>The photo %1 can no longer be opened; the sheet is kept.</source>
        <translation>La photo %1 ne peut plus être ouverte ; l’ardoise est conservée.</translation>
    </message>
    <message>
        <location filename="../main_window_io.cpp" line="142"/>
        <source>Read in %1 s</source>
        <translation>Lu en %1 s</translation>
    </message>
    <message numerus="yes">
        <location filename="../main_window_io.cpp" line="157"/>
        <source>%n reading(s) on this sheet are uncertain.</source>
        <translation>
            <numerusform>%n lecture de cette ardoise est incertaine.</numerusform>
            <numerusform>%n lectures de cette ardoise sont incertaines.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../main_window_io.cpp" line="158"/>
        <source>Press N to go to the next one, A to accept it, R to reject it.</source>
        <translation>Appuyez sur N pour passer à la suivante, A pour l’accepter, R pour la rejeter.</translation>
    </message>
    <message>
        <location filename="../main_window_io.cpp" line="166"/>
        <source>Could not open the state file %1: %2.</source>
        <translation>Impossible d’ouvrir le fichier d’état %1 : %2.</translation>
    </message>
    <message>
        <location filename="../main_window_io.cpp" line="167"/>
        <source>Check the file&apos;s name and permissions, then open it again.</source>
        <translation>Vérifiez le nom et les droits du fichier, puis rouvrez-le.</translation>
    </message>
    <message>
        <location filename="../main_window_io.cpp" line="174"/>
        <source>The state file %1 is not valid: %2.</source>
        <translation>Le fichier d’état %1 n’est pas valide : %2.</translation>
    </message>
    <message>
        <location filename="../main_window_io.cpp" line="175"/>
        <source>Fix the file (its format is in STATE-FORMAT.md) or open another one.</source>
        <translation>Corrigez le fichier (son format est dans STATE-FORMAT.md) ou ouvrez-en un autre.</translation>
    </message>
    <message>
        <location filename="../main_window_io.cpp" line="187"/>
        <source>Could not open the game %1: %2.</source>
        <translation>Impossible d’ouvrir la partie %1 : %2.</translation>
    </message>
    <message>
        <location filename="../main_window_io.cpp" line="188"/>
        <source>Choose a game saved by Starsight (GAME-FORMAT.md), or start a new one.</source>
        <translation>Choisissez une partie enregistrée par Starsight (GAME-FORMAT.md), ou commencez-en une nouvelle.</translation>
    </message>
    <message>
        <location filename="../main_window_io.cpp" line="199"/>
        <source>Could not save the game to %1: %2.</source>
        <translation>Impossible d’enregistrer la partie dans %1 : %2.</translation>
    </message>
    <message>
        <location filename="../main_window_io.cpp" line="200"/>
        <source>Choose another folder (one you can write to) with Save game as…</source>
        <translation>Choisissez un autre dossier (où vous pouvez écrire) avec Enregistrer la partie sous…</translation>
    </message>
    <message>
        <location filename="../main_window_io.cpp" line="203"/>
        <source>Saved %1</source>
        <translation>%1 enregistré</translation>
    </message>
    <message>
        <location filename="../main_window_io.cpp" line="236"/>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <location filename="../main_window_io.cpp" line="243"/>
        <source>There is no sheet to export.</source>
        <translation>Il n’y a pas d’ardoise à exporter.</translation>
    </message>
    <message>
        <location filename="../main_window_io.cpp" line="243"/>
        <source>Open a photo or a state file first.</source>
        <translation>Ouvrez d’abord une photo ou un fichier d’état.</translation>
    </message>
    <message>
        <location filename="../main_window_io.cpp" line="247"/>
        <source>Could not write the picture %1.</source>
        <translation>Impossible d’écrire l’image %1.</translation>
    </message>
    <message>
        <location filename="../main_window_io.cpp" line="248"/>
        <location filename="../main_window_io.cpp" line="260"/>
        <source>Choose another folder (one you can write to) and export again.</source>
        <translation>Choisissez un autre dossier (où vous pouvez écrire) et exportez à nouveau.</translation>
    </message>
    <message>
        <location filename="../main_window_io.cpp" line="251"/>
        <location filename="../main_window_io.cpp" line="263"/>
        <source>Exported %1</source>
        <translation>%1 exporté</translation>
    </message>
    <message>
        <location filename="../main_window_io.cpp" line="259"/>
        <source>Could not write the results to %1: %2.</source>
        <translation>Impossible d’écrire les résultats dans %1 : %2.</translation>
    </message>
    <message>
        <location filename="../main_window_io.cpp" line="285"/>
        <source>dropped picture</source>
        <translation>image déposée</translation>
    </message>
    <message>
        <location filename="../main_window_io.cpp" line="287"/>
        <source>Nothing Starsight can open was dropped.</source>
        <translation>Rien de ce qui a été déposé ne peut être ouvert par Starsight.</translation>
    </message>
    <message>
        <location filename="../main_window_io.cpp" line="287"/>
        <source>Drop photo files, state files or a game.</source>
        <translation>Déposez des photos, des fichiers d’état ou une partie.</translation>
    </message>
    <message>
        <source>Another board lies beside this one.</source>
        <translation>Une autre ardoise est posée à côté de celle-ci.</translation>
    </message>
    <message>
        <source>If that is the board to score, take a picture of it on its own.</source>
        <translation>Si c’est elle qu’il faut compter, photographiez-la seule.</translation>
    </message>
    <message numerus="yes">
        <source>Part of the board could not be seen: %n line(s) there could not be read.</source>
        <translation>
            <numerusform>Une partie de l’ardoise n’a pas pu être vue : %n ligne n’a pas pu y être lue.</numerusform>
            <numerusform>Une partie de l’ardoise n’a pas pu être vue : %n lignes n’ont pas pu y être lues.</numerusform>
        </translation>
    </message>
    <message>
        <source>Clear what covers it, or the glare on it, and take the picture again; or press N to check them one by one.</source>
        <translation>Dégagez ce qui la couvre, ou le reflet qui la cache, et reprenez la photo ; ou appuyez sur N pour les vérifier une à une.</translation>
    </message>
</context>
<context>
    <name>starsight::desktop::MessageBar</name>
    <message>
        <location filename="../view/message_bar.cpp" line="15"/>
        <source>Dismiss</source>
        <translation>Fermer</translation>
    </message>
</context>
<context>
    <name>starsight::desktop::RankingTable</name>
    <message>
        <location filename="../view/ranking_table.cpp" line="13"/>
        <source>Place</source>
        <translation>Place</translation>
    </message>
    <message>
        <location filename="../view/ranking_table.cpp" line="13"/>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <location filename="../view/ranking_table.cpp" line="13"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location filename="../view/ranking_table.cpp" line="15"/>
        <source>Constellations</source>
        <translation>Constellations</translation>
    </message>
    <message>
        <location filename="../view/ranking_table.cpp" line="16"/>
        <source>Planets</source>
        <translation>Planètes</translation>
    </message>
    <message>
        <location filename="../view/ranking_table.cpp" line="17"/>
        <source>Shooting stars</source>
        <translation>Étoiles filantes</translation>
    </message>
    <message>
        <location filename="../view/ranking_table.cpp" line="18"/>
        <source>Point bonus</source>
        <translation>Bonus de points</translation>
    </message>
    <message>
        <location filename="../view/ranking_table.cpp" line="19"/>
        <source>Power bonus</source>
        <translation>Bonus de pouvoir</translation>
    </message>
    <message>
        <location filename="../view/ranking_table.cpp" line="26"/>
        <source>Uncertain readings still to check</source>
        <translation>Lectures incertaines encore à vérifier</translation>
    </message>
    <message>
        <location filename="../view/ranking_table.cpp" line="69"/>
        <source>%1 — board %2</source>
        <translation>%1 — ardoise %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../view/ranking_table.cpp" line="70"/>
        <source>%n reading(s) to check</source>
        <translation>
            <numerusform>%n lecture à vérifier</numerusform>
            <numerusform>%n lectures à vérifier</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>starsight::desktop::ScorePanel</name>
    <message>
        <location filename="../view/score_panel.cpp" line="63"/>
        <source>Planets</source>
        <translation>Planètes</translation>
    </message>
    <message>
        <location filename="../view/score_panel.cpp" line="65"/>
        <source>Shooting stars</source>
        <translation>Étoiles filantes</translation>
    </message>
    <message>
        <location filename="../view/score_panel.cpp" line="67"/>
        <source>Point bonus</source>
        <translation>Bonus de points</translation>
    </message>
    <message>
        <location filename="../view/score_panel.cpp" line="69"/>
        <source>Power bonus</source>
        <translation>Bonus de pouvoir</translation>
    </message>
    <message>
        <location filename="../view/score_panel.cpp" line="71"/>
        <location filename="../view/score_panel.cpp" line="223"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message numerus="yes">
        <location filename="../view/score_panel.cpp" line="73"/>
        <source>Constellation of %n line(s)</source>
        <translation>
            <numerusform>Constellation de %n ligne</numerusform>
            <numerusform>Constellation de %n lignes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../view/score_panel.cpp" line="136"/>
        <source>%1: %n point(s)</source>
        <translation>
            <numerusform>%1 : %n point</numerusform>
            <numerusform>%1 : %n points</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../view/score_panel.cpp" line="138"/>
        <source>: nothing scored</source>
        <translation> : rien de marqué</translation>
    </message>
</context>
<context>
    <name>starsight::desktop::UncertainList</name>
    <message>
        <location filename="../view/uncertain_list.cpp" line="53"/>
        <source>Line %1</source>
        <translation>Ligne %1</translation>
    </message>
    <message>
        <location filename="../view/uncertain_list.cpp" line="55"/>
        <source>%1 at %2</source>
        <translation>%1 en %2</translation>
    </message>
    <message>
        <location filename="../view/uncertain_list.cpp" line="55"/>
        <source>Object</source>
        <translation>Objet</translation>
    </message>
    <message>
        <location filename="../view/uncertain_list.cpp" line="57"/>
        <source>Shooting-star head at %1</source>
        <translation>Tête d’étoile filante en %1</translation>
    </message>
    <message>
        <location filename="../view/uncertain_list.cpp" line="59"/>
        <source>Board identity</source>
        <translation>Identité de l’ardoise</translation>
    </message>
    <message>
        <location filename="../view/uncertain_list.cpp" line="59"/>
        <source>Board %1 (else %2)</source>
        <translation>Ardoise %1 (sinon %2)</translation>
    </message>
    <message>
        <location filename="../view/uncertain_list.cpp" line="66"/>
        <source>present? p=%1</source>
        <translation>présente ? p=%1</translation>
    </message>
    <message>
        <location filename="../view/uncertain_list.cpp" line="66"/>
        <source>absent? p=%1</source>
        <translation>absente ? p=%1</translation>
    </message>
    <message>
        <location filename="../view/uncertain_list.cpp" line="67"/>
        <source>total if flipped %1</source>
        <translation>total si inversée %1</translation>
    </message>
    <message>
        <location filename="../view/uncertain_list.cpp" line="73"/>
        <source>%1: read as present (probability %2 that it is there).</source>
        <translation>%1 : lue comme présente (probabilité %2 qu’elle y soit).</translation>
    </message>
    <message>
        <location filename="../view/uncertain_list.cpp" line="74"/>
        <source>%1: read as absent (probability %2 that it is there).</source>
        <translation>%1 : lue comme absente (probabilité %2 qu’elle y soit).</translation>
    </message>
    <message>
        <location filename="../view/uncertain_list.cpp" line="75"/>
        <source>Taken the other way, the total would be %1.</source>
        <translation>Prise dans l’autre sens, le total serait %1.</translation>
    </message>
    <message>
        <location filename="../view/uncertain_list.cpp" line="78"/>
        <source>Not checked yet.</source>
        <translation>Pas encore vérifiée.</translation>
    </message>
    <message>
        <location filename="../view/uncertain_list.cpp" line="81"/>
        <source>Accepted: the reading is kept.</source>
        <translation>Acceptée : la lecture est gardée.</translation>
    </message>
    <message>
        <location filename="../view/uncertain_list.cpp" line="84"/>
        <source>Rejected: taken the other way.</source>
        <translation>Rejetée : prise dans l’autre sens.</translation>
    </message>
</context>
</TS>
