<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="fr">
<context>
    <name>starsight::desktop::AuditList</name>
    <message>
        <source>Illegal</source>
        <translation>Illégal</translation>
    </message>
    <message>
        <source>Suspicious</source>
        <translation>Suspect</translation>
    </message>
    <message>
        <source>Nothing to report: the sheet is legal.</source>
        <translation>Rien à signaler : l’ardoise est légale.</translation>
    </message>
</context>
<context>
    <name>starsight::desktop::CameraFrameSource</name>
    <message>
        <source>No camera found. Connect a camera, or open a photo of the board instead.</source>
        <translation>Aucune caméra trouvée. Branchez une caméra, ou ouvrez plutôt une photo de l’ardoise.</translation>
    </message>
    <message>
        <source>The camera stopped: %1. Check that no other program uses it, then start the camera again.</source>
        <translation>La caméra s’est arrêtée : %1. Vérifiez qu’aucun autre programme ne l’utilise, puis relancez la caméra.</translation>
    </message>
</context>
<context>
    <name>starsight::desktop::CardDialog</name>
    <message>
        <source>Cards in play</source>
        <translation>Cartes en jeu</translation>
    </message>
    <message>
        <source>Point bonus card (★): each occurrence of its shape scores its value.</source>
        <translation>Carte bonus ★ : chaque occurrence de sa forme rapporte sa valeur.</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Aucune</translation>
    </message>
    <message>
        <source>Power bonus card (✦): each completed shape gives one use of its power.</source>
        <translation>Carte bonus ✦ : chaque forme complétée donne une utilisation de son pouvoir.</translation>
    </message>
</context>
<context>
    <name>starsight::desktop::FileFrameSource</name>
    <message>
        <source>No frames to show: the list of picture files is empty.</source>
        <translation>Aucune image à montrer : la liste de fichiers est vide.</translation>
    </message>
    <message>
        <source>Could not read the frame %1: %2.</source>
        <translation>Impossible de lire l’image %1 : %2.</translation>
    </message>
</context>
<context>
    <name>starsight::desktop::GameDocument</name>
    <message>
        <source>Change the bonus cards</source>
        <translation>Changer les cartes bonus</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Add %1</source>
        <translation>Ajouter %1</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>Retirer %1</translation>
    </message>
    <message>
        <source>Rename to %1</source>
        <translation>Renommer en %1</translation>
    </message>
    <message>
        <source>Reject a reading</source>
        <translation>Rejeter une lecture</translation>
    </message>
    <message>
        <source>Accept a reading</source>
        <translation>Accepter une lecture</translation>
    </message>
</context>
<context>
    <name>starsight::desktop::MainWindow</name>
    <message>
        <source>No photo. Open a photo of a board (Ctrl+O), drop one here, paste one (Ctrl+V) or start the camera.</source>
        <translation>Pas de photo. Ouvrez une photo d’ardoise (Ctrl+O), déposez-la ici, collez-la (Ctrl+V) ou lancez la caméra.</translation>
    </message>
    <message>
        <source>No sheet yet. Open a photo or a state file, or add a player.</source>
        <translation>Pas encore d’ardoise. Ouvrez une photo ou un fichier d’état, ou ajoutez un joueur.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Score&lt;/b&gt; (hover or click a part to see what earned it)</source>
        <translation>&lt;b&gt;Score&lt;/b&gt; (survolez ou cliquez une case pour voir ce qui l’a rapportée)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Uncertain readings&lt;/b&gt; (N: next, A: accept, R: reject)</source>
        <translation>&lt;b&gt;Lectures incertaines&lt;/b&gt; (N : suivante, A : accepter, R : rejeter)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Audit&lt;/b&gt;</source>
        <translation>&lt;b&gt;Contrôle&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>&lt;b&gt;Players&lt;/b&gt;</source>
        <translation>&lt;b&gt;Joueurs&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Ranking&lt;/b&gt;</source>
        <translation>&lt;b&gt;Classement&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;Check</source>
        <translation>&amp;Vérifier</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Principal</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Nouvelle partie</translation>
    </message>
    <message>
        <source>Open &amp;photos…</source>
        <translation>Ouvrir des &amp;photos…</translation>
    </message>
    <message>
        <source>Open photos of boards</source>
        <translation>Ouvrir des photos d’ardoises</translation>
    </message>
    <message>
        <source>Photos (*.jpg *.jpeg *.png)</source>
        <translation>Photos (*.jpg *.jpeg *.png)</translation>
    </message>
    <message>
        <source>Open &amp;state files…</source>
        <translation>Ouvrir des fichiers d’é&amp;tat…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+O</source>
        <translation>Ctrl+Shift+O</translation>
    </message>
    <message>
        <source>Open state files</source>
        <translation>Ouvrir des fichiers d’état</translation>
    </message>
    <message>
        <source>State files (*.json)</source>
        <translation>Fichiers d’état (*.json)</translation>
    </message>
    <message>
        <source>Open &amp;game…</source>
        <translation>Ouvrir une &amp;partie…</translation>
    </message>
    <message>
        <source>Ctrl+G</source>
        <translation>Ctrl+G</translation>
    </message>
    <message>
        <source>Open a game</source>
        <translation>Ouvrir une partie</translation>
    </message>
    <message>
        <source>Games (*.json)</source>
        <translation>Parties (*.json)</translation>
    </message>
    <message>
        <source>&amp;Save game</source>
        <translation>&amp;Enregistrer la partie</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <source>Save game &amp;as…</source>
        <translation>Enregistrer la partie &amp;sous…</translation>
    </message>
    <message>
        <source>Export board as &amp;PNG…</source>
        <translation>Exporter l’ardoise en &amp;PNG…</translation>
    </message>
    <message>
        <source>Export the annotated board</source>
        <translation>Exporter l’ardoise annotée</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>Images PNG (*.png)</translation>
    </message>
    <message>
        <source>Export results as &amp;CSV…</source>
        <translation>Exporter les résultats en &amp;CSV…</translation>
    </message>
    <message>
        <source>Export the results</source>
        <translation>Exporter les résultats</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Fichiers CSV (*.csv)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>&amp;Paste photo</source>
        <translation>&amp;Coller une photo</translation>
    </message>
    <message>
        <source>&amp;Camera</source>
        <translation>&amp;Caméra</translation>
    </message>
    <message>
        <source>Ctrl+K</source>
        <translation>Ctrl+K</translation>
    </message>
    <message>
        <source>&amp;Freeze</source>
        <translation>&amp;Figer</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Space</translation>
    </message>
    <message>
        <source>&amp;Cards in play…</source>
        <translation>&amp;Cartes en jeu…</translation>
    </message>
    <message>
        <source>&amp;Add player</source>
        <translation>&amp;Ajouter un joueur</translation>
    </message>
    <message>
        <source>Add a player</source>
        <translation>Ajouter un joueur</translation>
    </message>
    <message>
        <source>Board (1-8):</source>
        <translation>Ardoise (1-8) :</translation>
    </message>
    <message>
        <source>&amp;Rename player…</source>
        <translation>&amp;Renommer le joueur…</translation>
    </message>
    <message>
        <source>F2</source>
        <translation>F2</translation>
    </message>
    <message>
        <source>Rename the player</source>
        <translation>Renommer le joueur</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Nom :</translation>
    </message>
    <message>
        <source>Remo&amp;ve player</source>
        <translation>Reti&amp;rer le joueur</translation>
    </message>
    <message>
        <source>&amp;Next uncertain reading</source>
        <translation>Lecture incertaine &amp;suivante</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>&amp;Accept reading</source>
        <translation>&amp;Accepter la lecture</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>&amp;Reject reading</source>
        <translation>&amp;Rejeter la lecture</translation>
    </message>
    <message>
        <source>R</source>
        <translation>R</translation>
    </message>
    <message>
        <source>Click adds or removes: </source>
        <translation>Un clic ajoute ou retire : </translation>
    </message>
    <message>
        <source>Lines</source>
        <translation>Lignes</translation>
    </message>
    <message>
        <source>Shooting stars (segment: mark, end: head)</source>
        <translation>Étoiles filantes (segment : marquer, bout : tête)</translation>
    </message>
    <message>
        <source>Planet</source>
        <translation>Planète</translation>
    </message>
    <message>
        <source>New star</source>
        <translation>Nouvelle étoile</translation>
    </message>
    <message>
        <source>Galaxy</source>
        <translation>Galaxie</translation>
    </message>
    <message>
        <source>Twinkling star</source>
        <translation>Étoile scintillante</translation>
    </message>
    <message>
        <source>Nova</source>
        <translation>Nova</translation>
    </message>
    <message>
        <source>Luminous aura</source>
        <translation>Aura lumineuse</translation>
    </message>
    <message>
        <source>Crescent moon</source>
        <translation>Croissant de lune</translation>
    </message>
    <message>
        <source>Black hole</source>
        <translation>Trou noir</translation>
    </message>
    <message>
        <source>Untitled game</source>
        <translation>Partie sans nom</translation>
    </message>
    <message>
        <source>%1 — board %2 — %3 points</source>
        <translation>%1 — ardoise %2 — %3 points</translation>
    </message>
    <message numerus="yes">
        <source> — %n to check</source>
        <translation><numerusform> — %n à vérifier</numerusform><numerusform> — %n à vérifier</numerusform></translation>
    </message>
    <message>
        <source>★ none</source>
        <translation>★ aucune</translation>
    </message>
    <message>
        <source>✦ none</source>
        <translation>✦ aucune</translation>
    </message>
    <message>
        <source>Loading the photo %1…</source>
        <translation>Chargement de la photo %1…</translation>
    </message>
    <message>
        <source>This sheet has no photo: edit it on the board at the right.</source>
        <translation>Cette ardoise n’a pas de photo : modifiez-la sur le plateau à droite.</translation>
    </message>
    <message>
        <source>Unmark shooting star %1</source>
        <translation>Démarquer l’étoile filante %1</translation>
    </message>
    <message>
        <source>Mark shooting star %1</source>
        <translation>Marquer l’étoile filante %1</translation>
    </message>
    <message>
        <source>%1 is part of a shooting star.</source>
        <translation>%1 fait partie d’une étoile filante.</translation>
    </message>
    <message>
        <source>Choose the shooting-star tool to unmark it first.</source>
        <translation>Choisissez d’abord l’outil étoile filante pour la démarquer.</translation>
    </message>
    <message>
        <source>Remove line %1</source>
        <translation>Retirer la ligne %1</translation>
    </message>
    <message>
        <source>Add line %1</source>
        <translation>Ajouter la ligne %1</translation>
    </message>
    <message>
        <source>Move shooting-star head to %1</source>
        <translation>Déplacer la tête de l’étoile filante en %1</translation>
    </message>
    <message>
        <source>That click was on the point %1.</source>
        <translation>Ce clic était sur le point %1.</translation>
    </message>
    <message>
        <source>Click between two points to add or remove a line, or choose an object tool to place objects.</source>
        <translation>Cliquez entre deux points pour ajouter ou retirer une ligne, ou choisissez un outil d’objet pour placer des objets.</translation>
    </message>
    <message>
        <source>Remove %1 at %2</source>
        <translation>Retirer %1 en %2</translation>
    </message>
    <message>
        <source>Add %1 at %2</source>
        <translation>Ajouter %1 en %2</translation>
    </message>
    <message>
        <source>A: keep this reading, R: take it the other way.</source>
        <translation>A : garder cette lecture, R : la prendre dans l’autre sens.</translation>
    </message>
    <message>
        <source>No reading left to check on this sheet.</source>
        <translation>Plus aucune lecture à vérifier sur cette ardoise.</translation>
    </message>
    <message>
        <source>Every uncertain reading has been accepted or rejected.</source>
        <translation>Chaque lecture incertaine a été acceptée ou rejetée.</translation>
    </message>
    <message>
        <source>The game has changes that are not saved. Save them?</source>
        <translation>La partie a des modifications non enregistrées. Les enregistrer ?</translation>
    </message>
    <message>
        <source>Unsaved game</source>
        <translation>Partie non enregistrée</translation>
    </message>
    <message>
        <source>Starsight did not close properly last time; the game open then was kept (%1).</source>
        <translation>Starsight ne s’est pas fermé correctement la dernière fois ; la partie ouverte a été conservée (%1).</translation>
    </message>
    <message>
        <source>Recover it to carry on where you were, or dismiss this message to start afresh.</source>
        <translation>Récupérez-la pour reprendre où vous en étiez, ou fermez ce message pour repartir de zéro.</translation>
    </message>
    <message>
        <source>Recover</source>
        <translation>Récupérer</translation>
    </message>
    <message>
        <source>You can also open a photo (Ctrl+O) or paste one (Ctrl+V).</source>
        <translation>Vous pouvez aussi ouvrir une photo (Ctrl+O) ou en coller une (Ctrl+V).</translation>
    </message>
    <message>
        <source>Stop &amp;camera</source>
        <translation>Arrêter la &amp;caméra</translation>
    </message>
    <message>
        <source>Waiting for the camera…</source>
        <translation>En attente de la caméra…</translation>
    </message>
    <message>
        <source>Live: hold the board in view; the picture freezes on a sure reading (Space: now).</source>
        <translation>En direct : gardez l’ardoise dans le cadre ; l’image se fige sur une lecture sûre (Espace : maintenant).</translation>
    </message>
    <message>
        <source>camera</source>
        <translation>caméra</translation>
    </message>
    <message>
        <source>Live: board %1 read, confidence %2</source>
        <translation>En direct : ardoise %1 lue, confiance %2</translation>
    </message>
    <message>
        <source>Live: looking for a board…</source>
        <translation>En direct : recherche d’une ardoise…</translation>
    </message>
    <message>
        <source>No picture from the camera yet.</source>
        <translation>Pas encore d’image de la caméra.</translation>
    </message>
    <message>
        <source>Wait for the picture to appear, then freeze again.</source>
        <translation>Attendez que l’image apparaisse, puis figez à nouveau.</translation>
    </message>
    <message>
        <source>Camera</source>
        <translation>Caméra</translation>
    </message>
    <message>
        <source>Starsight can't open %1: it is neither a photo, a state file nor a game.</source>
        <translation>Starsight ne peut pas ouvrir %1 : ce n’est ni une photo, ni un fichier d’état, ni une partie.</translation>
    </message>
    <message>
        <source>Open a JPEG or PNG photo of a board, a .json state file or a saved game.</source>
        <translation>Ouvrez une photo JPEG ou PNG d’une ardoise, un fichier d’état .json ou une partie enregistrée.</translation>
    </message>
    <message>
        <source>Reading %1…</source>
        <translation>Lecture de %1…</translation>
    </message>
    <message>
        <source>Reading the picture from the %1…</source>
        <translation>Lecture de l’image (%1)…</translation>
    </message>
    <message>
        <source>clipboard</source>
        <translation>presse-papiers</translation>
    </message>
    <message>
        <source>The clipboard holds no picture.</source>
        <translation>Le presse-papiers ne contient pas d’image.</translation>
    </message>
    <message>
        <source>Copy a photo of a board (or its file), then paste again.</source>
        <translation>Copiez une photo d’ardoise (ou son fichier), puis collez à nouveau.</translation>
    </message>
    <message>
        <source>Could not read the photo %1: %2.</source>
        <translation>Impossible de lire la photo %1 : %2.</translation>
    </message>
    <message>
        <source>Check that the file is a JPEG or PNG picture that opens elsewhere, or take the photo again.</source>
        <translation>Vérifiez que le fichier est une image JPEG ou PNG qui s’ouvre ailleurs, ou reprenez la photo.</translation>
    </message>
    <message>
        <source>No board found in the photo %1.</source>
        <translation>Aucune ardoise trouvée sur la photo %1.</translation>
    </message>
    <message>
        <source>Take the photo again from straight above, with the whole board in view, in even light without glare; or open the sheet's state file.</source>
        <translation>Reprenez la photo bien au-dessus, avec toute l’ardoise dans le cadre, sous une lumière égale sans reflets ; ou ouvrez le fichier d’état de l’ardoise.</translation>
    </message>
    <message>
        <source>This build of Starsight cannot read photos (%1).</source>
        <translation>Cette version de Starsight ne sait pas lire les photos (%1).</translation>
    </message>
    <message>
        <source>Open a state file of the sheet instead (made by "starsight simulate" or by hand), or use a build with the photo reader.</source>
        <translation>Ouvrez plutôt un fichier d’état de l’ardoise (fait par « starsight simulate » ou à la main), ou utilisez une version avec le lecteur de photos.</translation>
    </message>
    <message>
        <source>The photo %1 could not be read: %2.</source>
        <translation>La photo %1 n’a pas pu être lue : %2.</translation>
    </message>
    <message>
        <source>Try another photo of the same board, or open its state file.</source>
        <translation>Essayez une autre photo de la même ardoise, ou ouvrez son fichier d’état.</translation>
    </message>
    <message>
        <source>The photo %1 can no longer be opened; the sheet is kept.</source>
        <translation>La photo %1 ne peut plus être ouverte ; l’ardoise est conservée.</translation>
    </message>
    <message>
        <source>Read in %1 s</source>
        <translation>Lu en %1 s</translation>
    </message>
    <message numerus="yes">
        <source>%n reading(s) on this sheet are uncertain.</source>
        <translation><numerusform>%n lecture de cette ardoise est incertaine.</numerusform><numerusform>%n lectures de cette ardoise sont incertaines.</numerusform></translation>
    </message>
    <message>
        <source>Press N to go to the next one, A to accept it, R to reject it.</source>
        <translation>Appuyez sur N pour passer à la suivante, A pour l’accepter, R pour la rejeter.</translation>
    </message>
    <message>
        <source>Could not open the state file %1: %2.</source>
        <translation>Impossible d’ouvrir le fichier d’état %1 : %2.</translation>
    </message>
    <message>
        <source>Check the file's name and permissions, then open it again.</source>
        <translation>Vérifiez le nom et les droits du fichier, puis rouvrez-le.</translation>
    </message>
    <message>
        <source>The state file %1 is not valid: %2.</source>
        <translation>Le fichier d’état %1 n’est pas valide : %2.</translation>
    </message>
    <message>
        <source>Fix the file (its format is in STATE-FORMAT.md) or open another one.</source>
        <translation>Corrigez le fichier (son format est dans STATE-FORMAT.md) ou ouvrez-en un autre.</translation>
    </message>
    <message>
        <source>Could not open the game %1: %2.</source>
        <translation>Impossible d’ouvrir la partie %1 : %2.</translation>
    </message>
    <message>
        <source>Choose a game saved by Starsight (GAME-FORMAT.md), or start a new one.</source>
        <translation>Choisissez une partie enregistrée par Starsight (GAME-FORMAT.md), ou commencez-en une nouvelle.</translation>
    </message>
    <message>
        <source>Could not save the game to %1: %2.</source>
        <translation>Impossible d’enregistrer la partie dans %1 : %2.</translation>
    </message>
    <message>
        <source>Choose another folder (one you can write to) with Save game as…</source>
        <translation>Choisissez un autre dossier (où vous pouvez écrire) avec Enregistrer la partie sous…</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 enregistré</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>There is no sheet to export.</source>
        <translation>Il n’y a pas d’ardoise à exporter.</translation>
    </message>
    <message>
        <source>Open a photo or a state file first.</source>
        <translation>Ouvrez d’abord une photo ou un fichier d’état.</translation>
    </message>
    <message>
        <source>Could not write the picture %1.</source>
        <translation>Impossible d’écrire l’image %1.</translation>
    </message>
    <message>
        <source>Choose another folder (one you can write to) and export again.</source>
        <translation>Choisissez un autre dossier (où vous pouvez écrire) et exportez à nouveau.</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>%1 exporté</translation>
    </message>
    <message>
        <source>Could not write the results to %1: %2.</source>
        <translation>Impossible d’écrire les résultats dans %1 : %2.</translation>
    </message>
    <message>
        <source>dropped picture</source>
        <translation>image déposée</translation>
    </message>
    <message>
        <source>Nothing Starsight can open was dropped.</source>
        <translation>Rien de ce qui a été déposé ne peut être ouvert par Starsight.</translation>
    </message>
    <message>
        <source>Drop photo files, state files or a game.</source>
        <translation>Déposez des photos, des fichiers d’état ou une partie.</translation>
    </message>
</context>
<context>
    <name>starsight::desktop::MessageBar</name>
    <message>
        <source>Dismiss</source>
        <translation>Fermer</translation>
    </message>
</context>
<context>
    <name>starsight::desktop::RankingTable</name>
    <message>
        <source>Place</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Constellations</source>
        <translation>Constellations</translation>
    </message>
    <message>
        <source>Planets</source>
        <translation>Planètes</translation>
    </message>
    <message>
        <source>Shooting stars</source>
        <translation>Étoiles filantes</translation>
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
        <translation>Planètes</translation>
    </message>
    <message>
        <source>Shooting stars</source>
        <translation>Étoiles filantes</translation>
    </message>
    <message>
        <source>Point bonus (★)</source>
        <translation>Bonus de points (★)</translation>
    </message>
    <message>
        <source>Power bonus (✦)</source>
        <translation>Bonus de pouvoir (✦)</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message numerus="yes">
        <source>Constellation of %n line(s)</source>
        <translation><numerusform>Constellation de %n ligne</numerusform><numerusform>Constellation de %n lignes</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%1: %n point(s)</source>
        <translation><numerusform>%1 : %n point</numerusform><numerusform>%1 : %n points</numerusform></translation>
    </message>
    <message>
        <source>: nothing scored</source>
        <translation> : rien de marqué</translation>
    </message>
</context>
<context>
    <name>starsight::desktop::UncertainList</name>
    <message>
        <source>Line %1</source>
        <translation>Ligne %1</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation>%1 en %2</translation>
    </message>
    <message>
        <source>Object</source>
        <translation>Objet</translation>
    </message>
    <message>
        <source>Shooting-star head at %1</source>
        <translation>Tête d’étoile filante en %1</translation>
    </message>
    <message>
        <source>Board identity</source>
        <translation>Identité de l’ardoise</translation>
    </message>
    <message>
        <source>read as present</source>
        <translation>lu présent</translation>
    </message>
    <message>
        <source>read as absent</source>
        <translation>lu absent</translation>
    </message>
    <message>
        <source>%1: %2 (p = %3)</source>
        <translation>%1 : %2 (p = %3)</translation>
    </message>
    <message>
        <source>, total if flipped: %1</source>
        <translation>, total si inversé : %1</translation>
    </message>
    <message>
        <source> — to check</source>
        <translation> — à vérifier</translation>
    </message>
    <message>
        <source> — accepted</source>
        <translation> — acceptée</translation>
    </message>
    <message>
        <source> — rejected</source>
        <translation> — rejetée</translation>
    </message>
</context>
</TS>