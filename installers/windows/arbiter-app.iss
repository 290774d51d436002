; Inno Setup script: installs the PyInstaller one-folder build of arbiter-app on Windows.
;
; Build it with installers\windows\build.ps1 (PyInstaller, then ISCC). By hand:
;     iscc /DAppVersion=0.1.0 installers\windows\arbiter-app.iss
; Needs Inno Setup 6.3 or later (architecture identifier x64compatible). Output:
; dist\arbiter-app-<version>-windows-x64-setup.exe.
;
; Written for and reviewed against the Inno Setup documentation (jrsoftware.org/ishelp): the
; topics are named at each section below as "ishelp: <topic>". NOT RUN HERE: the project's
; machines are Linux; the first Windows build must be checked by hand (installers/README.md,
; "Windows: checking a build").

; ---- values from the build ---------------------------------------------------------------
; The version lives in arbiter_app/__init__.py; build.ps1 passes it with /DAppVersion=...
; (ishelp: "Inno Setup Preprocessor: Extended Command Line Compiler"). Without it, take it
; from the built executable, whose version resource PyInstaller stamped from the same
; __version__ (ishelp: "Inno Setup Preprocessor: GetVersionNumbersString").
; SourcePath is ISPP's predefined folder of this script (ishelp: "Inno Setup Preprocessor:
; Predefined Variables"), so the defaults work whatever the current directory is.
#ifndef BundleDir
  #define BundleDir AddBackslash(SourcePath) + "..\..\dist\arbiter-app"
#endif
#ifndef AppVersion
  #if !FileExists(AddBackslash(BundleDir) + "arbiter-app.exe")
    #error "No version: pass /DAppVersion=X.Y.Z or build dist\arbiter-app first (build.ps1 does both)"
  #endif
  #define AppVersion GetVersionNumbersString(AddBackslash(BundleDir) + "arbiter-app.exe")
#endif
; VersionInfoVersion must be numeric (up to four numbers): "0.2.0.dev1" -> build.ps1 passes
; /DFileVersion=0.2.0.
#ifndef FileVersion
  #define FileVersion AppVersion
#endif
#ifndef OutputDir
  #define OutputDir AddBackslash(SourcePath) + "..\..\dist"
#endif

#define AppName "arbiter-app"
#define AppExe "arbiter-app.exe"
#define AppCliExe "arbiter-app-cli.exe"
#define AppUrl "https://github.com/arbiter-app/arbiter-app"
; ProgIDs of the two file types (ishelp: "[Registry] section"; Windows: one ProgID per type).
#define ProgIdTrf "ArbiterApp.Trf"
#define ProgIdProject "ArbiterApp.Project"

[Setup]
; ishelp: "[Setup]: AppId". Never change it: it is how a new version finds and replaces the
; installed one and how Windows' "Installed apps" lists it. "{{" escapes the brace.
AppId={{2503115F-FA1C-481E-90C4-7F19237CDAF6}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=arbiter-app contributors
AppPublisherURL={#AppUrl}
AppSupportURL={#AppUrl}
AppUpdatesURL={#AppUrl}
VersionInfoVersion={#FileVersion}
; ishelp: "[Setup]: PrivilegesRequired", "[Setup]: PrivilegesRequiredOverridesAllowed".
; Arbiters often install on laptops without administrator rights: install for the current
; user by default (no UAC prompt), and let the dialog offer "for all users" to those who can.
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
; ishelp: "Constants" (auto constants): {autopf} is Program Files when installing for all
; users and %LOCALAPPDATA%\Programs for one user; {autoprograms}/{autodesktop} likewise.
DefaultDirName={autopf}\{#AppName}
; The shortcut goes straight into the Start menu's program list: no group folder to choose.
DisableProgramGroupPage=yes
; ishelp: "[Setup]: ArchitecturesAllowed", "[Setup]: ArchitecturesInstallIn64BitMode",
; "Architecture Identifiers": the bundle is x64 (64-bit Python); x64compatible also admits
; Arm64 Windows 11, which runs x64 programs.
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
; ishelp: "[Setup]: ChangesAssociations": refresh Explorer's icons/associations at the end
; of install and uninstall instead of after the next log-on.
ChangesAssociations=yes
; ishelp: "[Setup]: CloseApplications": offer to close a running arbiter-app before
; replacing its files (an update while a tournament is open).
CloseApplications=yes
RestartApplications=no
WizardStyle=modern
SetupIconFile=..\..\resources\icons\arbiter-app.ico
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName={#AppName} {#AppVersion}
OutputDir={#OutputDir}
OutputBaseFilename={#AppName}-{#AppVersion}-windows-x64-setup
Compression=lzma2/max
SolidCompression=yes
; ishelp: "[Setup]: UsedUserAreasWarning": the per-user settings and recovery folder removed
; on uninstall ([Registry] HKCU, [UninstallDelete] {userappdata}) are meant to be per user,
; also when installing for all users.
UsedUserAreasWarning=no

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "norwegian"; MessagesFile: "compiler:Languages\Norwegian.isl"
Name: "german"; MessagesFile: "compiler:Languages\German.isl"
Name: "french"; MessagesFile: "compiler:Languages\French.isl"
Name: "spanish"; MessagesFile: "compiler:Languages\Spanish.isl"

[CustomMessages]
; ishelp: "[CustomMessages] section": the task texts, per language (English as fallback).
AssocTrf=Open FIDE TRF files (.trf) with {#AppName}
AssocProject=Open project files (.arbiter) with {#AppName}
AssocGroup=File types:
TrfTypeName=FIDE tournament report (TRF)
ProjectTypeName=arbiter-app tournament
norwegian.AssocTrf=Åpne FIDE TRF-filer (.trf) med {#AppName}
norwegian.AssocProject=Åpne prosjektfiler (.arbiter) med {#AppName}
norwegian.AssocGroup=Filtyper:

[Tasks]
; ishelp: "[Tasks] section". {cm:CreateDesktopIcon} and {cm:AdditionalIcons} are Inno
; Setup's own translated messages.
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"
Name: "assoctrf"; Description: "{cm:AssocTrf}"; GroupDescription: "{cm:AssocGroup}"
Name: "assocproject"; Description: "{cm:AssocProject}"; GroupDescription: "{cm:AssocGroup}"

[Files]
; ishelp: "[Files] section": the whole one-folder build (both executables and _internal\).
; recursesubdirs + createallsubdirs copy the tree as it is; ignoreversion because every file
; belongs to this program and must be replaced on update whatever its version resource says.
Source: "{#BundleDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[InstallDelete]
; ishelp: "[InstallDelete] section": an update must not keep libraries a newer build no
; longer ships (PyInstaller's _internal\ changes between versions).
Type: filesandordirs; Name: "{app}\_internal"

[Icons]
; ishelp: "[Icons] section".
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#AppExe}"; Comment: "Crosstables, standings and tie-breaks for chess arbiters"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[Registry]
; ishelp: "[Registry] section". HKA is HKLM when installing for all users, HKCU otherwise;
; "Software\Classes" under it is what the docs recommend instead of HKCR. Every key and
; value written here carries an uninsdelete* flag, so uninstalling leaves none behind.
;
; .trf: our ProgID in the extension's OpenWithProgids list, and (task assoctrf) as the
; extension's default. On Windows 10/11 the user's own choice ("Open with > Always") still
; wins; with no other program registered for .trf, ours opens it on double-click.
Root: HKA; Subkey: "Software\Classes\{#ProgIdTrf}"; ValueType: string; ValueName: ""; ValueData: "{cm:TrfTypeName}"; Flags: uninsdeletekey; Tasks: assoctrf
Root: HKA; Subkey: "Software\Classes\{#ProgIdTrf}\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\{#AppExe},0"; Tasks: assoctrf
Root: HKA; Subkey: "Software\Classes\{#ProgIdTrf}\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"" ""%1"""; Tasks: assoctrf
Root: HKA; Subkey: "Software\Classes\.trf\OpenWithProgids"; ValueType: string; ValueName: "{#ProgIdTrf}"; ValueData: ""; Flags: uninsdeletevalue uninsdeletekeyifempty; Tasks: assoctrf
Root: HKA; Subkey: "Software\Classes\.trf"; ValueType: string; ValueName: ""; ValueData: "{#ProgIdTrf}"; Flags: uninsdeletevalue uninsdeletekeyifempty; Tasks: assoctrf
;
; Project files, *.arbiter: the native extension is a single one because Windows picks a
; file's type by the text after the LAST dot (PathFindExtension). As for .trf: our ProgID in
; .arbiter's OpenWithProgids list and as its default, so a double-click opens the project.
; Projects saved by earlier versions are named *.arbiter.json, which Windows sees as .json
; files: taking over every .json file would be rude, so for those the program is only offered
; in the "Open with" menu of .json files (OpenWithProgids), where the arbiter can pick it
; "always".
Root: HKA; Subkey: "Software\Classes\{#ProgIdProject}"; ValueType: string; ValueName: ""; ValueData: "{cm:ProjectTypeName}"; Flags: uninsdeletekey; Tasks: assocproject
Root: HKA; Subkey: "Software\Classes\{#ProgIdProject}\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\{#AppExe},0"; Tasks: assocproject
Root: HKA; Subkey: "Software\Classes\{#ProgIdProject}\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"" ""%1"""; Tasks: assocproject
Root: HKA; Subkey: "Software\Classes\.arbiter\OpenWithProgids"; ValueType: string; ValueName: "{#ProgIdProject}"; ValueData: ""; Flags: uninsdeletevalue uninsdeletekeyifempty; Tasks: assocproject
Root: HKA; Subkey: "Software\Classes\.arbiter"; ValueType: string; ValueName: ""; ValueData: "{#ProgIdProject}"; Flags: uninsdeletevalue uninsdeletekeyifempty; Tasks: assocproject
Root: HKA; Subkey: "Software\Classes\.json\OpenWithProgids"; ValueType: string; ValueName: "{#ProgIdProject}"; ValueData: ""; Flags: uninsdeletevalue uninsdeletekeyifempty; Tasks: assocproject
;
; The program's own entry under Applications: the name and the types it supports in "Open
; with" (always written; removed on uninstall).
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}"; ValueType: string; ValueName: "FriendlyAppName"; ValueData: "{#AppName}"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}\SupportedTypes"; ValueType: string; ValueName: ".trf"; ValueData: ""
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}\SupportedTypes"; ValueType: string; ValueName: ".arbiter"; ValueData: ""
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}\SupportedTypes"; ValueType: string; ValueName: ".json"; ValueData: ""
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"" ""%1"""
;
; "App Paths": Win+R "arbiter-app" and "arbiter-app-cli" start the programs without PATH
; changes (Microsoft: "Application Registration").
Root: HKA; Subkey: "Software\Microsoft\Windows\CurrentVersion\App Paths\{#AppExe}"; ValueType: string; ValueName: ""; ValueData: "{app}\{#AppExe}"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Microsoft\Windows\CurrentVersion\App Paths\{#AppCliExe}"; ValueType: string; ValueName: ""; ValueData: "{app}\{#AppCliExe}"; Flags: uninsdeletekey
;
; The program's settings (window layout, recent files): QSettings("arbiter-app",
; "arbiter-app") writes HKCU\Software\arbiter-app (gui/settings.py). Setup does not create it
; (dontcreatekey); uninstall deletes it (ishelp: "[Registry] section", flag dontcreatekey:
; "used in combination with uninsdeletekey"). It is the uninstalling user's; other users'
; settings are theirs to remove.
Root: HKCU; Subkey: "Software\arbiter-app"; Flags: dontcreatekey uninsdeletekey

[UninstallDelete]
; ishelp: "[UninstallDelete] section". Crash-recovery copies of unsaved work live in
; %APPDATA%\arbiter-app (QStandardPaths.AppDataLocation, gui/settings.py data_dir). The
; arbiter's tournaments are wherever they saved them and are never touched.
Type: filesandordirs; Name: "{userappdata}\arbiter-app"

[Run]
; ishelp: "[Run] section": the "Launch arbiter-app" check box on the last page.
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#StringChange(AppName, '&', '&&')}}"; Flags: nowait postinstall skipifsilent
