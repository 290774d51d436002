<#
.SYNOPSIS
    Build the Windows installer of arbiter-app: PyInstaller one-folder bundle, a quick check of
    the frozen program, then Inno Setup.

.DESCRIPTION
    From the repository root, in PowerShell (5.1 or 7):

        powershell -ExecutionPolicy Bypass -File installers\windows\build.ps1

    1. makes build\venv-windows: 64-bit CPython >= 3.11 with only the program's dependencies
       from pyproject.toml, pinned by requirements\constraints.txt, plus the pinned PyInstaller
       of requirements\build.txt (reused until one of those files changes);
    2. compiles resources\translations\*.ts to .qm, if any;
    3. runs PyInstaller on installers\arbiter-app.spec -> dist\arbiter-app\ (arbiter-app.exe
       without a console, arbiter-app-cli.exe with one);
    4. checks the frozen program: `standings` on a FIDE exercise file and the GUI opening a
       .trf (offscreen, quitting by itself);
    5. compiles installers\windows\arbiter-app.iss with ISCC ->
       dist\arbiter-app-VERSION-windows-x64-setup.exe.

    Needs: Python 3.11+ x64 from python.org (the "py" launcher finds it), Inno Setup 6.3+
    (ISCC.exe; found on PATH, in Program Files, or given with -Iscc), network access to PyPI the
    first time. Not run on the project's Linux machines: see installers\README.md.

.PARAMETER Python
    The interpreter to build with (default: "py -3.11" through the Python launcher).
.PARAMETER Iscc
    Path of ISCC.exe, if it is not on PATH or in the default Inno Setup 6 folders.
.PARAMETER SkipInstaller
    Stop after the bundle and its check (no Inno Setup needed).
#>
[CmdletBinding()]
param(
    [string]$Python = "",
    [string]$Iscc = "",
    [switch]$SkipInstaller
)

Set-StrictMode -Version Latest
$ErrorActionPreference = "Stop"
$Root = (Resolve-Path (Join-Path $PSScriptRoot "..\..")).Path
Set-Location $Root

function Invoke-Native {
    # Run a program; stop with its name when it fails (PowerShell does not, for native programs).
    param([string]$Exe, [string[]]$Arguments)
    & $Exe @Arguments
    if ($LASTEXITCODE -ne 0) { throw "$Exe $($Arguments -join ' ') failed with exit code $LASTEXITCODE" }
}

function Say([string]$Text) { Write-Host "`n== $Text" -ForegroundColor Cyan }

# -- 1. the build environment ----------------------------------------------------------------
if ($Python -eq "") {
    $launcher = Get-Command py -ErrorAction SilentlyContinue
    if ($null -eq $launcher) { throw "Python launcher 'py' not found: install Python 3.11+ (x64) from python.org or pass -Python" }
    $Python = (& py -3.11 -c "import sys; print(sys.executable)")
    if ($LASTEXITCODE -ne 0) { throw "py -3.11 found no Python 3.11: install it or pass -Python C:\path\to\python.exe" }
}
Invoke-Native $Python @("-c", "import sys, struct; assert sys.version_info >= (3, 11), 'Python >= 3.11 needed'; assert struct.calcsize('P') == 8, '64-bit Python needed'")

$Venv = Join-Path $Root "build\venv-windows"
$VenvPython = Join-Path $Venv "Scripts\python.exe"
$Stamp = Join-Path $Venv ".build-inputs"
$inputs = (Get-FileHash -Algorithm SHA256 -InputStream ([IO.MemoryStream]::new([Text.Encoding]::UTF8.GetBytes(
    ((Get-Content -Raw pyproject.toml), (Get-Content -Raw requirements\constraints.txt),
     (Get-Content -Raw requirements\build.txt), $Python) -join "`n")))).Hash
if (-not (Test-Path $Stamp) -or (Get-Content -Raw $Stamp).Trim() -ne $inputs) {
    Say "build environment $Venv"
    if (Test-Path $Venv) { Remove-Item -Recurse -Force $Venv }
    Invoke-Native $Python @("-m", "venv", $Venv)
    # The runtime dependencies exactly as pyproject.toml declares them (not the dev extras).
    New-Item -ItemType Directory -Force -Path build | Out-Null
    Invoke-Native $VenvPython @("-c", "import tomllib; open(r'build\requirements-app.txt', 'w').write('\n'.join(tomllib.load(open('pyproject.toml', 'rb'))['project']['dependencies']))")
    Invoke-Native $VenvPython @("-m", "pip", "install", "--quiet", "--disable-pip-version-check",
        "-c", "requirements\constraints.txt", "-r", "build\requirements-app.txt", "-r", "requirements\build.txt")
    Set-Content -Path $Stamp -Value $inputs
}
$Version = (Select-String -Path arbiter_app\__init__.py -Pattern '^__version__ = "([^"]+)"').Matches[0].Groups[1].Value
# VersionInfoVersion and the exe's version resource take numbers only: 0.2.0.dev1 -> 0.2.0.
$FileVersion = (([regex]::Matches($Version, '\d+') | Select-Object -First 4 | ForEach-Object { $_.Value }) -join ".")

# -- 2. translations -------------------------------------------------------------------------
$tsFiles = @(Get-ChildItem -Path resources\translations -Filter *.ts -ErrorAction SilentlyContinue)
if ($tsFiles.Count -gt 0) {
    Say "translations ($($tsFiles.Count) .ts -> .qm)"
    foreach ($ts in $tsFiles) {
        $qm = [IO.Path]::ChangeExtension($ts.FullName, ".qm")
        Invoke-Native (Join-Path $Venv "Scripts\pyside6-lrelease.exe") @("-silent", $ts.FullName, "-qm", $qm)
    }
}

# -- 3. the bundle ---------------------------------------------------------------------------
Say "PyInstaller: dist\arbiter-app (version $Version)"
Invoke-Native (Join-Path $Venv "Scripts\pyinstaller.exe") @("--noconfirm", "--clean", "--log-level", "WARN",
    "--distpath", "dist", "--workpath", "build\pyinstaller", "installers\arbiter-app.spec")
$Bundle = Join-Path $Root "dist\arbiter-app"
$size = (Get-ChildItem -Recurse -File $Bundle | Measure-Object -Sum Length).Sum / 1MB
Write-Host ("bundle: {0:N0} MB unpacked" -f $size)

# -- 4. check the frozen program -------------------------------------------------------------
Say "checking the frozen program"
$cli = Join-Path $Bundle "arbiter-app-cli.exe"
$fixture = Join-Path $Root "tests\data\fide-tec\held_swiss_5.trf"
$out = (& $cli standings $fixture) -join "`n"
if ($LASTEXITCODE -ne 0 -or $out -notmatch '(?m)^\s*1\s+2\s+Bruno\s+4\.0') {
    throw "frozen 'standings' did not put Bruno first with 4.0 (FIDE exercise held_swiss_5):`n$out"
}
Write-Host "ok  standings: Bruno first with 4.0"
$env:QT_QPA_PLATFORM = "offscreen"
$env:ARBITER_APP_QUIT_AFTER_MS = "300"
$env:ARBITER_APP_CONFIG_DIR = Join-Path $Root "build\smoke-config"
$env:ARBITER_APP_DATA_DIR = Join-Path $Root "build\smoke-data"
try {
    $out = (& $cli $fixture) -join "`n"
} finally {
    Remove-Item Env:QT_QPA_PLATFORM, Env:ARBITER_APP_QUIT_AFTER_MS, Env:ARBITER_APP_CONFIG_DIR, Env:ARBITER_APP_DATA_DIR
}
if ($LASTEXITCODE -ne 0 -or $out -notmatch '(?m)^leader: 2 Bruno 4\.0$') {
    throw "the frozen GUI did not open held_swiss_5.trf given on its command line:`n$out"
}
Write-Host "ok  GUI opens a .trf given on the command line"

if ($SkipInstaller) { return }

# -- 5. the installer ------------------------------------------------------------------------
if ($Iscc -eq "") {
    $found = Get-Command ISCC.exe -ErrorAction SilentlyContinue
    $candidates = @()
    if ($null -ne $found) { $candidates += $found.Source }
    $candidates += @(
        (Join-Path ${env:ProgramFiles(x86)} "Inno Setup 6\ISCC.exe"),
        (Join-Path $env:ProgramFiles "Inno Setup 6\ISCC.exe"),
        (Join-Path $env:LOCALAPPDATA "Programs\Inno Setup 6\ISCC.exe")
    )
    $Iscc = $candidates | Where-Object { $_ -and (Test-Path $_) } | Select-Object -First 1
    if (-not $Iscc) { throw "ISCC.exe (Inno Setup 6.3+) not found: install Inno Setup or pass -Iscc C:\path\to\ISCC.exe" }
}
Say "Inno Setup: $Iscc"
Invoke-Native $Iscc @("/Q", "/DAppVersion=$Version", "/DFileVersion=$FileVersion", "/DBundleDir=$Bundle",
    "/DOutputDir=$(Join-Path $Root 'dist')", "installers\windows\arbiter-app.iss")
$setup = Join-Path $Root "dist\arbiter-app-$Version-windows-x64-setup.exe"
Write-Host "`ninstaller: $setup"
