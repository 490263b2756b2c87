<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name>CommandLine</name>
    <message>
        <source>Tablesmith: a desktop workbench for DynamoDB-style tables.</source>
        <translation>Tablesmith: DynamoDB 形式のテーブルのためのデスクトップ ワークベンチ。</translation>
    </message>
    <message>
        <source>Open the database in FILE.</source>
        <translation>FILE のデータベースを開きます。</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>FILE</translation>
    </message>
    <message>
        <source>Open an in-memory database that keeps nothing.</source>
        <translation>何も保存しないインメモリ データベースを開きます。</translation>
    </message>
    <message>
        <source>Sync every commit to disk (survives power loss).</source>
        <translation>コミットごとにディスクへ同期します (停電にも耐えます)。</translation>
    </message>
    <message>
        <source>Create the example table NAME (unless present) and open it. Examples: %1.</source>
        <translation>サンプル テーブル NAME を (なければ) 作成して開きます。サンプル: %1。</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>NAME</translation>
    </message>
    <message>
        <source>Serve the DynamoDB API on 127.0.0.1:PORT (default %1).</source>
        <translation>127.0.0.1:PORT で DynamoDB API を提供します (既定 %1)。</translation>
    </message>
    <message>
        <source>PORT</source>
        <translation>PORT</translation>
    </message>
    <message>
        <source>Use either --db or --in-memory, not both.</source>
        <translation>--db と --in-memory はどちらか一方だけを指定してください。</translation>
    </message>
    <message>
        <source>There is no example called &quot;%1&quot;.</source>
        <translation>&quot;%1&quot; という名前のサンプルはありません。</translation>
    </message>
    <message>
        <source>--serve takes a port number.</source>
        <translation>--serve にはポート番号を指定します。</translation>
    </message>
    <message>
        <source>Also open the DynamoDB endpoint at URL (e.g. http://localhost:8000), signing with an AWS profile&apos;s keys.</source>
        <translation>URL の DynamoDB エンドポイントも開きます (例: http://localhost:8000)。AWS プロファイルのキーで署名します。</translation>
    </message>
    <message>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <source>The region for --connect (default: the profile&apos;s).</source>
        <translation>--connect のリージョン (既定: プロファイルのもの)。</translation>
    </message>
    <message>
        <source>REGION</source>
        <translation>REGION</translation>
    </message>
    <message>
        <source>The AWS profile for --connect (default: AWS_PROFILE, else the environment&apos;s keys or &quot;default&quot;).</source>
        <translation>--connect の AWS プロファイル (既定: AWS_PROFILE、なければ環境変数のキーまたは &quot;default&quot;)。</translation>
    </message>
</context>
<context>
    <name>ErrorText</name>
    <message>
        <source>The request is not valid.</source>
        <translation>リクエストが無効です。</translation>
    </message>
    <message>
        <source>The table or index does not exist.</source>
        <translation>テーブルまたはインデックスが存在しません。</translation>
    </message>
    <message>
        <source>The table is in use or already exists.</source>
        <translation>テーブルは使用中か、既に存在します。</translation>
    </message>
    <message>
        <source>The condition was not met; nothing was written.</source>
        <translation>条件が満たされなかったため、何も書き込まれませんでした。</translation>
    </message>
    <message>
        <source>The transaction was cancelled.</source>
        <translation>トランザクションは取り消されました。</translation>
    </message>
    <message>
        <source>The request was throttled.</source>
        <translation>リクエストはスロットリングされました。</translation>
    </message>
    <message>
        <source>A limit was exceeded.</source>
        <translation>上限を超えました。</translation>
    </message>
    <message>
        <source>The request could not be read.</source>
        <translation>リクエストを読み取れませんでした。</translation>
    </message>
    <message>
        <source>This operation is not supported.</source>
        <translation>この操作はサポートされていません。</translation>
    </message>
    <message>
        <source>Access was denied.</source>
        <translation>アクセスが拒否されました。</translation>
    </message>
    <message>
        <source>The stream position is no longer valid.</source>
        <translation>ストリームの位置はもう有効ではありません。</translation>
    </message>
    <message>
        <source>The engine reported an internal error.</source>
        <translation>エンジンが内部エラーを報告しました。</translation>
    </message>
    <message>
        <source>This request token was already used for a different request.</source>
        <translation>このリクエスト トークンは別のリクエストで既に使用されています。</translation>
    </message>
    <message>
        <source>The endpoint refused the request.</source>
        <translation>エンドポイントがリクエストを拒否しました。</translation>
    </message>
    <message>
        <source>The endpoint could not be reached.</source>
        <translation>エンドポイントに到達できませんでした。</translation>
    </message>
</context>
<context>
    <name>ItemJson</name>
    <message>
        <source>%1: number %2 written as a string</source>
        <translation>%1: 数値 %2 を文字列として書き出しました</translation>
    </message>
    <message>
        <source>%1: number %2 is beyond double precision; other JSON tools may round it</source>
        <translation>%1: 数値 %2 は倍精度を超えています。他の JSON ツールでは丸められる場合があります</translation>
    </message>
    <message>
        <source>%1: binary written as a base64 string</source>
        <translation>%1: バイナリを base64 文字列として書き出しました</translation>
    </message>
    <message>
        <source>%1: %2 set written as a list</source>
        <translation>%1: %2 セットをリストとして書き出しました</translation>
    </message>
    <message>
        <source>JSON syntax error: %1</source>
        <translation>JSON 構文エラー: %1</translation>
    </message>
    <message>
        <source>An item is a JSON object of attributes.</source>
        <translation>項目は属性の JSON オブジェクトです。</translation>
    </message>
</context>
<context>
    <name>ItemTree</name>
    <message>
        <source>string</source>
        <translation>文字列</translation>
    </message>
    <message>
        <source>number</source>
        <translation>数値</translation>
    </message>
    <message>
        <source>binary</source>
        <translation>バイナリ</translation>
    </message>
    <message>
        <source>boolean</source>
        <translation>ブール値</translation>
    </message>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>map</source>
        <translation>マップ</translation>
    </message>
    <message>
        <source>list</source>
        <translation>リスト</translation>
    </message>
    <message>
        <source>string set</source>
        <translation>文字列セット</translation>
    </message>
    <message>
        <source>number set</source>
        <translation>数値セット</translation>
    </message>
    <message>
        <source>binary set</source>
        <translation>バイナリ セット</translation>
    </message>
    <message>
        <source>malformed</source>
        <translation>不正な形式</translation>
    </message>
    <message>
        <source>⟨1 member⟩</source>
        <translation>⟨1 メンバー⟩</translation>
    </message>
    <message>
        <source>⟨%1 members⟩</source>
        <translation>⟨%1 メンバー⟩</translation>
    </message>
    <message>
        <source>[1 element]</source>
        <translation>[1 要素]</translation>
    </message>
    <message>
        <source>[%1 elements]</source>
        <translation>[%1 要素]</translation>
    </message>
    <message>
        <source>empty string</source>
        <translation>空文字列</translation>
    </message>
    <message>
        <source>{1 attribute}</source>
        <translation>{1 属性}</translation>
    </message>
    <message>
        <source>{%1 attributes}</source>
        <translation>{%1 属性}</translation>
    </message>
    <message>
        <source>?</source>
        <translation>?</translation>
    </message>
    <message>
        <source>malformed value</source>
        <translation>不正な値</translation>
    </message>
    <message>
        <source>Attribute</source>
        <translation>属性</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>型</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>値</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <source>&amp;Language</source>
        <translation>言語(&amp;L)</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>システムの言語</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>言語</translation>
    </message>
    <message>
        <source>The new language applies when Tablesmith starts again.</source>
        <translation>新しい言語は Tablesmith の次回起動時に適用されます。</translation>
    </message>
</context>
<context>
    <name>MfaPrompt</name>
    <message>
        <source>MFA Code</source>
        <translation>MFA コード</translation>
    </message>
    <message>
        <source>The profile %1 assumes a role that needs a code from the MFA device
%2

Code:</source>
        <translation>プロファイル %1 が引き受けるロールには次の MFA デバイスのコードが必要です:
%2

コード:</translation>
    </message>
    <message>
        <source>No MFA code was entered for %1.</source>
        <translation>%1 の MFA コードが入力されませんでした。</translation>
    </message>
    <message>
        <source>No MFA code was entered in time.</source>
        <translation>時間内に MFA コードが入力されませんでした。</translation>
    </message>
</context>
<context>
    <name>PlainJson</name>
    <message>
        <source>JSON syntax error: %1</source>
        <translation>JSON 構文エラー: %1</translation>
    </message>
    <message>
        <source>An item is a JSON object of attributes.</source>
        <translation>項目は属性の JSON オブジェクトです。</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>JavaScript (SDK v3 client)</source>
        <translation>JavaScript (SDK v3 クライアント)</translation>
    </message>
    <message>
        <source>JavaScript (DocumentClient)</source>
        <translation>JavaScript (DocumentClient)</translation>
    </message>
    <message>
        <source>Python (boto3 client)</source>
        <translation>Python (boto3 クライアント)</translation>
    </message>
    <message>
        <source>Python (boto3 Table)</source>
        <translation>Python (boto3 Table)</translation>
    </message>
    <message>
        <source>AWS CLI v2</source>
        <translation>AWS CLI v2</translation>
    </message>
    <message>
        <source>Java (SDK v2)</source>
        <translation>Java (SDK v2)</translation>
    </message>
    <message>
        <source>Go (SDK v2)</source>
        <translation>Go (SDK v2)</translation>
    </message>
    <message>
        <source>PartiQL</source>
        <translation>PartiQL</translation>
    </message>
    <message>
        <source>index %1 of %2</source>
        <translation>%2 のインデックス %1</translation>
    </message>
    <message>
        <source>DynamoDB refuses this request</source>
        <translation>DynamoDB はこのリクエストを拒否します</translation>
    </message>
    <message>
        <source> · filtered after reading</source>
        <translation> · 読み込み後にフィルター</translation>
    </message>
    <message>
        <source> · segment %1 of %2</source>
        <translation> · セグメント %1 (全 %2)</translation>
    </message>
    <message>
        <source> · also writes %1</source>
        <translation> · %1 にも書き込み</translation>
    </message>
    <message>
        <source>attribute path, e.g. address.city or tags[0]</source>
        <translation>属性パス (例: address.city、tags[0])</translation>
    </message>
    <message>
        <source>Run with values</source>
        <translation>値を指定して実行</translation>
    </message>
</context>
<context>
    <name>RemoteSession</name>
    <message>
        <source>The profile %1 has no credentials: no aws_access_key_id, credential_process, role_arn or sso_session.</source>
        <translation>プロファイル %1 には認証情報がありません: aws_access_key_id、credential_process、role_arn、sso_session のいずれもありません。</translation>
    </message>
</context>
<context>
    <name>Theme</name>
    <message>
        <source>T&amp;heme</source>
        <translation>テーマ(&amp;H)</translation>
    </message>
    <message>
        <source>Follow the &amp;System</source>
        <translation>システムに合わせる(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>ライト(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>ダーク(&amp;D)</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Cannot connect</source>
        <translation>接続できません</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::CallLogDock</name>
    <message>
        <source>API calls</source>
        <translation>API 呼び出し</translation>
    </message>
    <message>
        <source>API calls, newest last</source>
        <translation>API 呼び出し (新しいものが最後)</translation>
    </message>
    <message>
        <source>Request and response of the selected call</source>
        <translation>選択した呼び出しのリクエストと応答</translation>
    </message>
    <message>
        <source>Select a call to see its request and response</source>
        <translation>呼び出しを選択するとリクエストと応答を表示します</translation>
    </message>
    <message>
        <source>Request:
%1

Response:
%2</source>
        <translation>リクエスト:
%1

応答:
%2</translation>
    </message>
    <message>
        <source>served</source>
        <translation>サーバー</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::CallLogInstrument</name>
    <message>
        <source>last: %1</source>
        <translation>直前: %1</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::CallLogModel</name>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>1 item</source>
        <translation>1 項目</translation>
    </message>
    <message>
        <source>%1 items</source>
        <translation>%1 項目</translation>
    </message>
    <message>
        <source>1 table</source>
        <translation>1 テーブル</translation>
    </message>
    <message>
        <source>%1 tables</source>
        <translation>%1 テーブル</translation>
    </message>
    <message>
        <source>%1 RCU</source>
        <translation>%1 RCU</translation>
    </message>
    <message>
        <source>%1 WCU</source>
        <translation>%1 WCU</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>時刻</translation>
    </message>
    <message>
        <source>Operation</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>所要時間</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>… (%1 more bytes)</source>
        <translation>… (残り %1 バイト)</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>呼び出し元</translation>
    </message>
    <message>
        <source>served</source>
        <translation>サーバー</translation>
    </message>
    <message>
        <source>app</source>
        <translation>アプリ</translation>
    </message>
    <message>
        <source>Called by a client of the served DynamoDB endpoint</source>
        <translation>提供中の DynamoDB エンドポイントのクライアントからの呼び出し</translation>
    </message>
    <message>
        <source>Called by Tablesmith itself</source>
        <translation>Tablesmith 自身からの呼び出し</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::CodeEditor</name>
    <message>
        <source>Find</source>
        <translation>検索</translation>
    </message>
    <message>
        <source>Find in the text</source>
        <translation>テキスト内を検索</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::CodePanel</name>
    <message>
        <source>endpoint (empty: AWS)</source>
        <translation>エンドポイント (空欄: AWS)</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>コピー</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>リージョン</translation>
    </message>
    <message>
        <source>Save as %1 and run: %2</source>
        <translation>%1 として保存して実行: %2</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::ConditionGroupWidget</name>
    <message>
        <source>NOT</source>
        <translation>NOT</translation>
    </message>
    <message>
        <source>Negate the whole group</source>
        <translation>グループ全体を否定</translation>
    </message>
    <message>
        <source>All of (AND)</source>
        <translation>すべて一致 (AND)</translation>
    </message>
    <message>
        <source>Any of (OR)</source>
        <translation>いずれか一致 (OR)</translation>
    </message>
    <message>
        <source>+ Condition</source>
        <translation>+ 条件</translation>
    </message>
    <message>
        <source>Add a condition row</source>
        <translation>条件の行を追加</translation>
    </message>
    <message>
        <source>+ Group</source>
        <translation>+ グループ</translation>
    </message>
    <message>
        <source>Add a nested group</source>
        <translation>入れ子のグループを追加</translation>
    </message>
    <message>
        <source>Remove this group</source>
        <translation>このグループを削除</translation>
    </message>
    <message>
        <source>Remove this condition</source>
        <translation>この条件を削除</translation>
    </message>
    <message>
        <source>and</source>
        <translation>～</translation>
    </message>
    <message>
        <source>Another value for IN</source>
        <translation>IN の値を追加</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::ConnectEndpointDialog</name>
    <message>
        <source>Connect to Endpoint</source>
        <translation>エンドポイントに接続</translation>
    </message>
    <message>
        <source>Browse tables on AWS, DynamoDB Local or another tablesmith-server. Leave the URL empty for AWS&apos;s endpoint in the region.</source>
        <translation>AWS、DynamoDB Local、別の tablesmith-server のテーブルを参照します。リージョンの AWS エンドポイントを使うには URL を空にします。</translation>
    </message>
    <message>
        <source>&amp;Recent:</source>
        <translation>最近(&amp;R):</translation>
    </message>
    <message>
        <source>Endpoint &amp;URL:</source>
        <translation>エンドポイント URL(&amp;U):</translation>
    </message>
    <message>
        <source>Re&amp;gion:</source>
        <translation>リージョン(&amp;G):</translation>
    </message>
    <message>
        <source>Credentials:</source>
        <translation>認証情報:</translation>
    </message>
    <message>
        <source>&amp;Test Connection</source>
        <translation>接続をテスト(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Connect</source>
        <translation>接続(&amp;C)</translation>
    </message>
    <message>
        <source>AWS &amp;profile</source>
        <translation>AWS プロファイル(&amp;P)</translation>
    </message>
    <message>
        <source>Access &amp;keys</source>
        <translation>アクセス キー(&amp;K)</translation>
    </message>
    <message>
        <source>Access key ID</source>
        <translation>アクセス キー ID</translation>
    </message>
    <message>
        <source>Secret access key (not saved)</source>
        <translation>シークレット アクセス キー (保存されません)</translation>
    </message>
    <message>
        <source>Session token (optional, not saved)</source>
        <translation>セッション トークン (任意、保存されません)</translation>
    </message>
    <message>
        <source>No profiles in ~/.aws</source>
        <translation>~/.aws にプロファイルがありません</translation>
    </message>
    <message>
        <source>Cannot read ~/.aws</source>
        <translation>~/.aws を読み取れません</translation>
    </message>
    <message>
        <source>None yet</source>
        <translation>まだありません</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>選択…</translation>
    </message>
    <message>
        <source>AWS</source>
        <translation>AWS</translation>
    </message>
    <message>
        <source>profile %1</source>
        <translation>プロファイル %1</translation>
    </message>
    <message>
        <source>A region holds only letters, digits and &apos;-&apos;, e.g. eu-west-1.</source>
        <translation>リージョンは英字、数字、&apos;-&apos; のみです (例: eu-west-1)。</translation>
    </message>
    <message>
        <source>Choose a profile, or enter access keys.</source>
        <translation>プロファイルを選ぶか、アクセス キーを入力してください。</translation>
    </message>
    <message>
        <source>Enter a region: the profile %1 names none.</source>
        <translation>リージョンを入力してください: プロファイル %1 には指定がありません。</translation>
    </message>
    <message>
        <source>Enter a region, e.g. us-east-1.</source>
        <translation>リージョンを入力してください (例: us-east-1)。</translation>
    </message>
    <message>
        <source>Enter an access key ID.</source>
        <translation>アクセス キー ID を入力してください。</translation>
    </message>
    <message>
        <source>Enter the secret access key.</source>
        <translation>シークレット アクセス キーを入力してください。</translation>
    </message>
    <message>
        <source>e.g. http://localhost:8000</source>
        <translation>例: http://localhost:8000</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>%1 に接続中…</translation>
    </message>
    <message>
        <source>1 table</source>
        <translation>1 テーブル</translation>
    </message>
    <message>
        <source>%1 tables</source>
        <translation>%1 テーブル</translation>
    </message>
    <message>
        <source>Connected: more than %1.</source>
        <translation>接続しました: %1 以上。</translation>
    </message>
    <message>
        <source>Connected: %1.</source>
        <translation>接続しました: %1。</translation>
    </message>
    <message>
        <source>Reading ~/.aws…</source>
        <translation>~/.aws を読み込み中…</translation>
    </message>
    <message>
        <source>%1 answered ListTables without TableNames: it is not a DynamoDB endpoint.</source>
        <translation>%1 は TableNames なしで ListTables に応答しました: DynamoDB エンドポイントではありません。</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::ConnectionsDock</name>
    <message>
        <source>Connections</source>
        <translation>接続</translation>
    </message>
    <message>
        <source>embedded · %1</source>
        <translation>組み込み · %1</translation>
    </message>
    <message>
        <source>Partition key (HASH)</source>
        <translation>パーティション キー (HASH)</translation>
    </message>
    <message>
        <source>Sort key (RANGE)</source>
        <translation>ソート キー (RANGE)</translation>
    </message>
    <message>
        <source>Global secondary index</source>
        <translation>グローバル セカンダリ インデックス</translation>
    </message>
    <message>
        <source>Local secondary index</source>
        <translation>ローカル セカンダリ インデックス</translation>
    </message>
    <message>
        <source>Open %1</source>
        <translation>%1 を開く</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>更新</translation>
    </message>
    <message>
        <source>Connections and their tables</source>
        <translation>接続とそのテーブル</translation>
    </message>
    <message>
        <source>Disconnect</source>
        <translation>切断</translation>
    </message>
    <message>
        <source>%1, backfilling</source>
        <translation>%1、バックフィル中</translation>
    </message>
    <message>
        <source>projects %1</source>
        <translation>%1 を射影</translation>
    </message>
    <message numerus="yes">
        <source>%Ln item(s), %1</source>
        <translation>
            <numerusform>%Ln 項目、%1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::CostEstimateView</name>
    <message>
        <source>Measure on sample items</source>
        <translation>サンプル項目で測定</translation>
    </message>
    <message>
        <source>Runs every access pattern on the sample items and takes the capacity each call consumed</source>
        <translation>すべてのアクセス パターンをサンプル項目に対して実行し、各呼び出しの消費キャパシティを取得します</translation>
    </message>
    <message>
        <source>Access pattern</source>
        <translation>アクセス パターン</translation>
    </message>
    <message>
        <source>Calls/s</source>
        <translation>呼び出し/秒</translation>
    </message>
    <message>
        <source>RCU/call</source>
        <translation>RCU/呼び出し</translation>
    </message>
    <message>
        <source>WCU/call</source>
        <translation>WCU/呼び出し</translation>
    </message>
    <message>
        <source>RCU/s</source>
        <translation>RCU/秒</translation>
    </message>
    <message>
        <source>WCU/s</source>
        <translation>WCU/秒</translation>
    </message>
    <message>
        <source>On demand/month</source>
        <translation>オンデマンド/月</translation>
    </message>
    <message>
        <source>Prices</source>
        <translation>料金</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>リージョン</translation>
    </message>
    <message>
        <source>On demand, per million read request units</source>
        <translation>オンデマンド、読み込みリクエスト ユニット 100 万あたり</translation>
    </message>
    <message>
        <source>On demand, per million write request units</source>
        <translation>オンデマンド、書き込みリクエスト ユニット 100 万あたり</translation>
    </message>
    <message>
        <source>Provisioned, per RCU-hour</source>
        <translation>プロビジョニング済み、RCU 時間あたり</translation>
    </message>
    <message>
        <source>Provisioned, per WCU-hour</source>
        <translation>プロビジョニング済み、WCU 時間あたり</translation>
    </message>
    <message>
        <source>Storage, per GB-month</source>
        <translation>ストレージ、GB 月あたり</translation>
    </message>
    <message>
        <source>Free storage, GB</source>
        <translation>無料ストレージ (GB)</translation>
    </message>
    <message>
        <source>× </source>
        <translation>× </translation>
    </message>
    <message>
        <source>Provisioned target utilisation</source>
        <translation>プロビジョニング済みのターゲット使用率</translation>
    </message>
    <message>
        <source>Items stored per sample item</source>
        <translation>サンプル項目 1 件あたりの保存項目数</translation>
    </message>
    <message>
        <source>Prices of %1, checked %2 (%3)</source>
        <translation>%1 の料金、確認日 %2 (%3)</translation>
    </message>
    <message>
        <source>Prices edited (from those of %1)</source>
        <translation>料金は編集済み (%1 の料金を基に編集)</translation>
    </message>
    <message>
        <source>Set the rate of an access pattern</source>
        <translation>アクセス パターンのレートを設定</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>&lt;b&gt;On demand: %1/month&lt;/b&gt; — reads %2, writes %3, storage %4&lt;br&gt;&lt;b&gt;Provisioned: %5/month&lt;/b&gt; — %6 RCU (%7) and %8 WCU (%9) at %10 % utilisation for %11 RCU/s and %12 WCU/s, storage %4&lt;br&gt;Stored: %13</source>
        <translation>&lt;b&gt;オンデマンド: %1/月&lt;/b&gt; — 読み込み %2、書き込み %3、ストレージ %4&lt;br&gt;&lt;b&gt;プロビジョニング済み: %5/月&lt;/b&gt; — %6 RCU (%7) と %8 WCU (%9)、使用率 %10 % で %11 RCU/秒と %12 WCU/秒に対応、ストレージ %4&lt;br&gt;保存量: %13</translation>
    </message>
    <message>
        <source>Choose the price region</source>
        <translation>料金のリージョンを選択</translation>
    </message>
    <message>
        <source>Edit prices</source>
        <translation>料金を編集</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::CreateTableDialog</name>
    <message>
        <source>String (S)</source>
        <translation>文字列 (S)</translation>
    </message>
    <message>
        <source>Number (N)</source>
        <translation>数値 (N)</translation>
    </message>
    <message>
        <source>Binary (B)</source>
        <translation>バイナリ (B)</translation>
    </message>
    <message>
        <source>Create table</source>
        <translation>テーブルの作成</translation>
    </message>
    <message>
        <source>Create</source>
        <translation>作成</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>テーブル</translation>
    </message>
    <message>
        <source>e.g. ecommerce</source>
        <translation>例: ecommerce</translation>
    </message>
    <message>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>On-demand (PAY_PER_REQUEST)</source>
        <translation>オンデマンド (PAY_PER_REQUEST)</translation>
    </message>
    <message>
        <source>Provisioned</source>
        <translation>プロビジョニング済み</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>名前(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Partition key</source>
        <translation>パーティション キー(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Sort key</source>
        <translation>ソート キー(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Billing</source>
        <translation>課金(&amp;B)</translation>
    </message>
    <message>
        <source>RCU</source>
        <translation>RCU</translation>
    </message>
    <message>
        <source>WCU</source>
        <translation>WCU</translation>
    </message>
    <message>
        <source>Add index</source>
        <translation>インデックスを追加</translation>
    </message>
    <message>
        <source>Remove index</source>
        <translation>インデックスを削除</translation>
    </message>
    <message>
        <source>The table name needs 3 to 255 letters, digits, &apos;_&apos;, &apos;-&apos; or &apos;.&apos;.</source>
        <translation>テーブル名には 3～255 文字の英字、数字、&apos;_&apos;、&apos;-&apos;、&apos;.&apos; が必要です。</translation>
    </message>
    <message>
        <source>The partition key needs a name.</source>
        <translation>パーティション キーには名前が必要です。</translation>
    </message>
    <message>
        <source>The sort key must differ from the partition key.</source>
        <translation>ソート キーはパーティション キーと異なる必要があります。</translation>
    </message>
    <message>
        <source>Provisioned capacity needs at least 1 read and 1 write unit.</source>
        <translation>プロビジョニング済み容量には読み込み 1 ユニット、書き込み 1 ユニット以上が必要です。</translation>
    </message>
    <message>
        <source>Secondary indexes</source>
        <translation>セカンダリ インデックス</translation>
    </message>
    <message>
        <source>Stream and time to live</source>
        <translation>ストリームと有効期限</translation>
    </message>
    <message>
        <source>&amp;Record every change in a stream</source>
        <translation>すべての変更をストリームに記録(&amp;R)</translation>
    </message>
    <message>
        <source>New and old images</source>
        <translation>新旧両方のイメージ</translation>
    </message>
    <message>
        <source>New image</source>
        <translation>新しいイメージ</translation>
    </message>
    <message>
        <source>Old image</source>
        <translation>古いイメージ</translation>
    </message>
    <message>
        <source>Keys only</source>
        <translation>キーのみ</translation>
    </message>
    <message>
        <source>Stream view type</source>
        <translation>ストリームのビュー タイプ</translation>
    </message>
    <message>
        <source>none — e.g. expiresAt (epoch seconds)</source>
        <translation>なし — 例: expiresAt (エポック秒)</translation>
    </message>
    <message>
        <source>Stream</source>
        <translation>ストリーム</translation>
    </message>
    <message>
        <source>&amp;Time to live attribute</source>
        <translation>有効期限 (TTL) 属性(&amp;T)</translation>
    </message>
    <message>
        <source>The time to live attribute name is longer than 255 characters.</source>
        <translation>TTL 属性の名前が 255 文字を超えています。</translation>
    </message>
    <message>
        <source>Partition key name</source>
        <translation>パーティション キー名</translation>
    </message>
    <message>
        <source>Partition key type</source>
        <translation>パーティション キーの型</translation>
    </message>
    <message>
        <source>Sort key name</source>
        <translation>ソート キー名</translation>
    </message>
    <message>
        <source>Sort key type</source>
        <translation>ソート キーの型</translation>
    </message>
    <message>
        <source>Billing mode</source>
        <translation>課金モード</translation>
    </message>
    <message>
        <source>Read capacity units</source>
        <translation>読み込みキャパシティ ユニット</translation>
    </message>
    <message>
        <source>Write capacity units</source>
        <translation>書き込みキャパシティ ユニット</translation>
    </message>
    <message>
        <source>Table &amp;class</source>
        <translation>テーブルクラス(&amp;C)</translation>
    </message>
    <message>
        <source>Standard (STANDARD)</source>
        <translation>標準 (STANDARD)</translation>
    </message>
    <message>
        <source>Standard-Infrequent Access (STANDARD_INFREQUENT_ACCESS)</source>
        <translation>標準 - 低頻度アクセス (STANDARD_INFREQUENT_ACCESS)</translation>
    </message>
    <message>
        <source>Table class</source>
        <translation>テーブルクラス</translation>
    </message>
    <message>
        <source>Standard-Infrequent Access stores for less and reads and writes for more</source>
        <translation>標準 - 低頻度アクセスは保存が安く、読み書きが高くなります</translation>
    </message>
    <message>
        <source>Warm read units per second</source>
        <translation>ウォーム読み込みユニット/秒</translation>
    </message>
    <message>
        <source>Warm write units per second</source>
        <translation>ウォーム書き込みユニット/秒</translation>
    </message>
    <message>
        <source>default</source>
        <translation>既定</translation>
    </message>
    <message>
        <source>Units per second the table can serve at once (WarmThroughput); default leaves it to the billing mode</source>
        <translation>テーブルがすぐに処理できる 1 秒あたりのユニット数 (WarmThroughput)。既定では課金モードに従います</translation>
    </message>
    <message>
        <source>Warm reads/s</source>
        <translation>ウォーム読み込み/秒</translation>
    </message>
    <message>
        <source>writes/s</source>
        <translation>書き込み/秒</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::DesignApply</name>
    <message>
        <source>Reading %1…</source>
        <translation>%1 を読み込み中…</translation>
    </message>
    <message>
        <source>Creating table %1…</source>
        <translation>テーブル %1 を作成中…</translation>
    </message>
    <message>
        <source>Loading sample items…</source>
        <translation>サンプル項目を読み込み中…</translation>
    </message>
    <message>
        <source>Only a global secondary index can be added to a table.</source>
        <translation>テーブルに追加できるのはグローバル セカンダリ インデックスのみです。</translation>
    </message>
    <message>
        <source>Creating index %1…</source>
        <translation>インデックス %1 を作成中…</translation>
    </message>
    <message>
        <source>Table created with its sample items</source>
        <translation>テーブルをサンプル項目とともに作成しました</translation>
    </message>
    <message>
        <source>Index is ACTIVE</source>
        <translation>インデックスは ACTIVE です</translation>
    </message>
    <message>
        <source>%1 already exists on %2 with another definition, and DynamoDB cannot change an index&apos;s key schema or projection. Delete the index from the table, then apply again.
%3</source>
        <translation>%1 は %2 に別の定義で既に存在します。DynamoDB はインデックスのキースキーマやプロジェクションを変更できません。テーブルからインデックスを削除してから、もう一度適用してください。
%3</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::DesignDocument</name>
    <message>
        <source>Untitled design</source>
        <translation>無題の設計</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::DesignEntitiesPage</name>
    <message>
        <source>Entity type</source>
        <translation>エンティティ型</translation>
    </message>
    <message>
        <source>Partition key template</source>
        <translation>パーティション キーのテンプレート</translation>
    </message>
    <message>
        <source>Sort key template</source>
        <translation>ソート キーのテンプレート</translation>
    </message>
    <message>
        <source>Index key templates</source>
        <translation>インデックス キーのテンプレート</translation>
    </message>
    <message>
        <source>Attributes</source>
        <translation>属性</translation>
    </message>
    <message>
        <source>Sample items</source>
        <translation>サンプル項目</translation>
    </message>
    <message>
        <source>Add entity type</source>
        <translation>エンティティ型を追加</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>削除</translation>
    </message>
    <message>
        <source>Generate sample items</source>
        <translation>サンプル項目を生成</translation>
    </message>
    <message>
        <source>Adds this many items of the selected entity type (of every type when none is selected) from its key templates</source>
        <translation>選択したエンティティ型 (未選択の場合はすべての型) の項目を、キーのテンプレートからこの件数だけ追加します</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>件数</translation>
    </message>
    <message>
        <source>Key template</source>
        <translation>キーのテンプレート</translation>
    </message>
    <message>
        <source>Edit entity type</source>
        <translation>エンティティ型の編集</translation>
    </message>
    <message>
        <source>Remove entity type</source>
        <translation>エンティティ型の削除</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::DesignIndexesPage</name>
    <message>
        <source>Add index</source>
        <translation>インデックスを追加</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>削除</translation>
    </message>
    <message>
        <source>Apply to connection</source>
        <translation>接続に適用</translation>
    </message>
    <message>
        <source>Creates the index on the open connection&apos;s table (UpdateTable), or the table with its sample items when it does not exist</source>
        <translation>開いている接続のテーブルにインデックスを作成します (UpdateTable)。テーブルが存在しない場合は、サンプル項目とともにテーブルを作成します</translation>
    </message>
    <message>
        <source> (local)</source>
        <translation> (ローカル)</translation>
    </message>
    <message>
        <source>Edit index %1</source>
        <translation>インデックス %1 の編集</translation>
    </message>
    <message>
        <source>Remove index</source>
        <translation>インデックスを削除</translation>
    </message>
    <message>
        <source>No connection is open.</source>
        <translation>開いている接続はありません。</translation>
    </message>
    <message>
        <source>✓ %1</source>
        <translation>✓ %1</translation>
    </message>
    <message>
        <source>Apply failed: %1</source>
        <translation>適用に失敗しました: %1</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>プレビュー</translation>
    </message>
    <message>
        <source>Multi-attribute alternative</source>
        <translation>複数属性による代替案</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 of %Ln item(s) indexed</source>
        <translation>
            <numerusform>%1: %Ln 項目中 %2 項目をインデックス済み</numerusform>
        </translation>
    </message>
    <message>
        <source>The index keeps its name %1: %2</source>
        <translation>インデックスは名前 %1 のままです: %2</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::DesignInstrument</name>
    <message>
        <source>&amp;Design</source>
        <translation>設計(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;New Design</source>
        <translation>新しい設計(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Open Design…</source>
        <translation>設計を開く(&amp;O)…</translation>
    </message>
    <message>
        <source>Open &amp;Example Design (ecommerce)</source>
        <translation>サンプル設計を開く (ecommerce)(&amp;E)</translation>
    </message>
    <message>
        <source>Open design</source>
        <translation>設計を開く</translation>
    </message>
    <message>
        <source>Designs and NoSQL Workbench models (*.tsdesign *.json);;All files (*)</source>
        <translation>設計と NoSQL Workbench モデル (*.tsdesign *.json);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Design from Table</source>
        <translation>テーブルから設計</translation>
    </message>
    <message>
        <source>Opens the current table as a design: keys, indexes and entity types guessed from key prefixes</source>
        <translation>現在のテーブルを設計として開きます: キー、インデックス、およびキー接頭辞から推測したエンティティ型</translation>
    </message>
    <message>
        <source>Open a table first</source>
        <translation>先にテーブルを開いてください</translation>
    </message>
    <message>
        <source>Design: %1</source>
        <translation>設計: %1</translation>
    </message>
    <message>
        <source>Open example</source>
        <translation>サンプルを開く</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::DesignItemsPage</name>
    <message>
        <source>Add item…</source>
        <translation>項目を追加…</translation>
    </message>
    <message>
        <source>Remove all</source>
        <translation>すべて削除</translation>
    </message>
    <message>
        <source>Entity type</source>
        <translation>エンティティ型</translation>
    </message>
    <message>
        <source>attributes</source>
        <translation>属性</translation>
    </message>
    <message>
        <source>(unknown)</source>
        <translation>(不明)</translation>
    </message>
    <message numerus="yes">
        <source>%n sample items</source>
        <translation>
            <numerusform>%n 件のサンプル項目</numerusform>
        </translation>
    </message>
    <message>
        <source>Add sample item</source>
        <translation>サンプル項目の追加</translation>
    </message>
    <message>
        <source>The item as DynamoDB JSON:</source>
        <translation>DynamoDB JSON 形式の項目:</translation>
    </message>
    <message>
        <source>Remove sample items</source>
        <translation>サンプル項目の削除</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::DesignPatternsPage</name>
    <message>
        <source>Query on index %1</source>
        <translation>インデックス %1 への Query</translation>
    </message>
    <message>
        <source>Query on the table</source>
        <translation>テーブルへの Query</translation>
    </message>
    <message>
        <source>needs a Scan</source>
        <translation>Scan が必要</translation>
    </message>
    <message>
        <source>write by key</source>
        <translation>キーによる書き込み</translation>
    </message>
    <message>
        <source>stream</source>
        <translation>ストリーム</translation>
    </message>
    <message>
        <source>refused</source>
        <translation>拒否</translation>
    </message>
    <message>
        <source>Access pattern</source>
        <translation>アクセス パターン</translation>
    </message>
    <message>
        <source>Operation</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>Served by</source>
        <translation>処理方法</translation>
    </message>
    <message>
        <source>Key condition</source>
        <translation>キー条件</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>理由</translation>
    </message>
    <message>
        <source>Add access pattern…</source>
        <translation>アクセス パターンを追加…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>削除</translation>
    </message>
    <message>
        <source>broke</source>
        <translation>悪化</translation>
    </message>
    <message>
        <source>fixed</source>
        <translation>改善</translation>
    </message>
    <message>
        <source>now</source>
        <translation>現在</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot;: %3</source>
        <translation>%1 &quot;%2&quot;: %3</translation>
    </message>
    <message>
        <source>Last edit: %1</source>
        <translation>直前の編集: %1</translation>
    </message>
    <message>
        <source>Add access pattern</source>
        <translation>アクセス パターンの追加</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>名前:</translation>
    </message>
    <message>
        <source>Operation:</source>
        <translation>操作:</translation>
    </message>
    <message>
        <source>The request (DynamoDB JSON, {parameters} allowed):</source>
        <translation>リクエスト (DynamoDB JSON、{parameters} を使用可):</translation>
    </message>
    <message>
        <source>The request is not a JSON object</source>
        <translation>リクエストが JSON オブジェクトではありません</translation>
    </message>
    <message>
        <source>Remove access pattern</source>
        <translation>アクセス パターンの削除</translation>
    </message>
    <message>
        <source>Run on sample items</source>
        <translation>サンプル項目で実行</translation>
    </message>
    <message>
        <source>Runs the selected pattern, its {parameters} taken from the sample items, on an in-memory table holding them</source>
        <translation>選択したパターンを、サンプル項目を格納したインメモリ テーブルで実行します。{parameters} はサンプル項目から取得します</translation>
    </message>
    <message>
        <source>Run on connection</source>
        <translation>接続で実行</translation>
    </message>
    <message>
        <source>Runs the selected (reading) pattern on the open connection&apos;s table</source>
        <translation>選択した (読み込み) パターンを、開いている接続のテーブルで実行します</translation>
    </message>
    <message>
        <source>Select an access pattern to run.</source>
        <translation>実行するアクセス パターンを選択してください。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is served by the stream: there is nothing to run.</source>
        <translation>&quot;%1&quot; はストリームで処理されます: 実行するものはありません。</translation>
    </message>
    <message>
        <source>No connection is open.</source>
        <translation>開いている接続はありません。</translation>
    </message>
    <message>
        <source>the sample items</source>
        <translation>サンプル項目</translation>
    </message>
    <message>
        <source>Running &quot;%1&quot; on %2…</source>
        <translation>%2 で &quot;%1&quot; を実行中…</translation>
    </message>
    <message>
        <source>&quot;%1&quot; on %2 failed: %3</source>
        <translation>%2 での &quot;%1&quot; が失敗しました: %3</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>WCU</source>
        <translation>WCU</translation>
    </message>
    <message>
        <source>RCU</source>
        <translation>RCU</translation>
    </message>
    <message>
        <source>capacity not reported</source>
        <translation>キャパシティは報告されていません</translation>
    </message>
    <message numerus="yes">
        <source>&quot;%1&quot; on %2: %n item(s) returned of %3 read · %4%5</source>
        <translation>
            <numerusform>%2 での &quot;%1&quot;: %3 件を読み込み、%n 項目を返却 · %4%5</numerusform>
        </translation>
    </message>
    <message>
        <source> — %1</source>
        <translation> — %1</translation>
    </message>
    <message>
        <source>(no items)</source>
        <translation>(項目なし)</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::DesignTab</name>
    <message>
        <source>Entity types</source>
        <translation>エンティティ型</translation>
    </message>
    <message>
        <source>Indexes</source>
        <translation>インデックス</translation>
    </message>
    <message>
        <source>Sample items</source>
        <translation>サンプル項目</translation>
    </message>
    <message>
        <source>Access patterns</source>
        <translation>アクセス パターン</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>元に戻す</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>やり直し</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>エクスポート…</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>テーブル</translation>
    </message>
    <message>
        <source>Save design</source>
        <translation>設計の保存</translation>
    </message>
    <message>
        <source>Tablesmith designs (*.tsdesign);;NoSQL Workbench models (*.model.json)</source>
        <translation>Tablesmith 設計 (*.tsdesign);;NoSQL Workbench モデル (*.model.json)</translation>
    </message>
    <message>
        <source>Export design</source>
        <translation>設計のエクスポート</translation>
    </message>
    <message>
        <source>CloudFormation JSON (*.template.json);;CloudFormation YAML (*.yaml);;NoSQL Workbench model (*.model.json)</source>
        <translation>CloudFormation JSON (*.template.json);;CloudFormation YAML (*.yaml);;NoSQL Workbench モデル (*.model.json)</translation>
    </message>
    <message>
        <source>Partitions</source>
        <translation>パーティション</translation>
    </message>
    <message>
        <source>Capacity and cost</source>
        <translation>キャパシティとコスト</translation>
    </message>
    <message>
        <source>NoSQL Workbench model</source>
        <translation>NoSQL Workbench モデル</translation>
    </message>
    <message>
        <source>The model is saved, but NoSQL Workbench cannot hold all of the design. Save as a Tablesmith design to keep it.

%1</source>
        <translation>モデルは保存されましたが、NoSQL Workbench は設計のすべてを保持できません。すべてを残すには Tablesmith の設計として保存してください。

%1</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::EntityLegend</name>
    <message>
        <source>Entity types:</source>
        <translation>エンティティ型:</translation>
    </message>
    <message>
        <source>key separator</source>
        <translation>キー区切り文字</translation>
    </message>
    <message>
        <source>Entity types are the part of a key before this character</source>
        <translation>エンティティ型はキーのこの文字より前の部分です</translation>
    </message>
    <message>
        <source>Entity key separator</source>
        <translation>エンティティ キー区切り文字</translation>
    </message>
    <message>
        <source>Show or hide %1 items (key prefix &quot;%2&quot;)</source>
        <translation>%1 の項目を表示/非表示 (キー接頭辞 &quot;%2&quot;)</translation>
    </message>
    <message>
        <source>none found</source>
        <translation>見つかりません</translation>
    </message>
    <message>
        <source>Show or hide %1 items</source>
        <translation>%1 の項目を表示/非表示</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::ExampleLoader</name>
    <message>
        <source>There is no example called &quot;%1&quot;.</source>
        <translation>&quot;%1&quot; という名前のサンプルはありません。</translation>
    </message>
    <message>
        <source>The example &quot;%1&quot; has no table in its model.</source>
        <translation>サンプル &quot;%1&quot; のモデルにはテーブルがありません。</translation>
    </message>
    <message>
        <source>The example &quot;%1&quot; has an unreadable item.</source>
        <translation>サンプル &quot;%1&quot; に読み取れない項目があります。</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::ExplainPanel</name>
    <message>
        <source>After the run</source>
        <translation>実行後</translation>
    </message>
    <message>
        <source>&lt;p&gt;Suggested index &lt;b&gt;%1&lt;/b&gt;: keys %2, projection %3. %4&lt;/p&gt;</source>
        <translation>&lt;p&gt;推奨インデックス &lt;b&gt;%1&lt;/b&gt;: キー %2、射影 %3。%4&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::ExportDialog</name>
    <message>
        <source>Export %1</source>
        <translation>%1 のエクスポート</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>テーブル</translation>
    </message>
    <message>
        <source>File to write</source>
        <translation>書き出すファイル</translation>
    </message>
    <message>
        <source>From the file&apos;s extension</source>
        <translation>ファイルの拡張子から</translation>
    </message>
    <message>
        <source>F&amp;ormat</source>
        <translation>形式(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>エクスポート(&amp;E)</translation>
    </message>
    <message>
        <source>Choose a file to write.</source>
        <translation>書き出すファイルを選んでください。</translation>
    </message>
    <message>
        <source>The folder %1 does not exist.</source>
        <translation>フォルダー %1 は存在しません。</translation>
    </message>
    <message>
        <source>Choose a format, or end the file name in .jsonl, .json or .csv.</source>
        <translation>形式を選ぶか、ファイル名を .jsonl、.json、.csv で終えてください。</translation>
    </message>
    <message>
        <source>DynamoDB JSON lines (*.jsonl);;JSON array (*.json);;CSV (*.csv)</source>
        <translation>DynamoDB JSON 行 (*.jsonl);;JSON 配列 (*.json);;CSV (*.csv)</translation>
    </message>
    <message numerus="yes">
        <source>Export %n result(s) from %1</source>
        <translation>
            <numerusform>%1 から %n 件の結果をエクスポート</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::FilterPatternDialog</name>
    <message>
        <source>error</source>
        <translation>エラー</translation>
    </message>
    <message>
        <source>never matches</source>
        <translation>常に不一致</translation>
    </message>
    <message>
        <source>%1 at %2: %3</source>
        <translation>%1 (位置 %2): %3</translation>
    </message>
    <message>
        <source>Lambda event filter</source>
        <translation>Lambda イベント フィルター</translation>
    </message>
    <message>
        <source>Filter patterns of an event source mapping (up to 5, a record passes when any matches), tried on the live records as Lambda sees them.</source>
        <translation>イベント ソース マッピングのフィルター パターン (最大 5 個、いずれかに一致したレコードが通過) を、Lambda が受け取る形のライブ レコードで試します。</translation>
    </message>
    <message>
        <source>Add filter</source>
        <translation>フィルターを追加</translation>
    </message>
    <message>
        <source>Remove filter</source>
        <translation>フィルターを削除</translation>
    </message>
    <message>
        <source>Example: order status changes</source>
        <translation>例: 注文ステータスの変更</translation>
    </message>
    <message>
        <source>Filter %1</source>
        <translation>フィルター %1</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::GsiEditor</name>
    <message>
        <source>Global secondary index</source>
        <translation>グローバル セカンダリ インデックス</translation>
    </message>
    <message>
        <source>Local secondary index</source>
        <translation>ローカル セカンダリ インデックス</translation>
    </message>
    <message>
        <source>Index name</source>
        <translation>インデックス名</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <source>Partition key</source>
        <translation>パーティション キー</translation>
    </message>
    <message>
        <source>Sort key</source>
        <translation>ソート キー</translation>
    </message>
    <message>
        <source>ALL</source>
        <translation>ALL</translation>
    </message>
    <message>
        <source>KEYS_ONLY</source>
        <translation>KEYS_ONLY</translation>
    </message>
    <message>
        <source>INCLUDE</source>
        <translation>INCLUDE</translation>
    </message>
    <message>
        <source>Projection</source>
        <translation>射影</translation>
    </message>
    <message>
        <source>The non-key attributes an INCLUDE projection copies</source>
        <translation>INCLUDE 射影でコピーする非キー属性</translation>
    </message>
    <message>
        <source>Include</source>
        <translation>含める属性</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::GsiPreview</name>
    <message>
        <source>Entity type</source>
        <translation>エンティティ型</translation>
    </message>
    <message>
        <source>In index</source>
        <translation>インデックス内</translation>
    </message>
    <message>
        <source>Left out</source>
        <translation>除外</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>理由</translation>
    </message>
    <message>
        <source> writes/s</source>
        <translation> 書き込み/秒</translation>
    </message>
    <message>
        <source>The table&apos;s write rate, spread over the items as in the sample</source>
        <translation>テーブルの書き込みレート (サンプルと同じ割合で項目に分散)</translation>
    </message>
    <message>
        <source>Table write rate</source>
        <translation>テーブルの書き込みレート</translation>
    </message>
    <message>
        <source>holds</source>
        <translation>保持内容</translation>
    </message>
    <message>
        <source>bytes</source>
        <translation>バイト</translation>
    </message>
    <message numerus="yes">
        <source>%n entries</source>
        <translation>
            <numerusform>%n エントリ</numerusform>
        </translation>
    </message>
    <message>
        <source>%1/%2</source>
        <translation>%1/%2</translation>
    </message>
    <message>
        <source>%1: %2 WCU per write, %3 when an index key changes</source>
        <translation>%1: 書き込みごとに %2 WCU、インデックス キーが変わる場合は %3</translation>
    </message>
    <message>
        <source>Cost: %1 stored (%2 projected + 100 bytes × %3 entries)
%4</source>
        <translation>コスト: 保存量 %1 (射影 %2 + 100 バイト × %3 エントリ)
%4</translation>
    </message>
    <message>
        <source>No entity type writes to this index</source>
        <translation>このインデックスに書き込むエンティティ型はありません</translation>
    </message>
    <message>
        <source>%1 holds %2% of the index: %3 WCU/s at this rate, throttles above %4 table writes/s%5</source>
        <translation>%1 がインデックスの %2% を占めます: このレートで %3 WCU/秒、テーブル書き込みが %4 回/秒を超えるとスロットリング%5</translation>
    </message>
    <message>
        <source> — over the 1,000 WCU/s partition limit</source>
        <translation> — パーティションの上限 1,000 WCU/秒を超えています</translation>
    </message>
    <message>
        <source>Hot partition: none at %1 writes/s</source>
        <translation>ホット パーティション: %1 書き込み/秒ではなし</translation>
    </message>
    <message>
        <source>⚠ Hot partitions:
%1</source>
        <translation>⚠ ホット パーティション:
%1</translation>
    </message>
    <message>
        <source>Serves no access pattern yet</source>
        <translation>まだどのアクセス パターンにも対応していません</translation>
    </message>
    <message>
        <source>Serves: %1</source>
        <translation>対応するパターン: %1</translation>
    </message>
    <message numerus="yes">
        <source>Preview: what %1 would hold — %2 of %3 items land in the index (%Ln partition(s))</source>
        <translation>
            <numerusform>プレビュー: %1 の内容 — %3 項目中 %2 項目がインデックスに入ります (%Ln パーティション)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 without a key attribute (%2)</source>
        <translation>キー属性なし %1 件 (%2)</translation>
    </message>
    <message>
        <source>%1 of the wrong key type (%2)</source>
        <translation>キーの型が違う %1 件 (%2)</translation>
    </message>
    <message>
        <source>%1 with an empty key (%2)</source>
        <translation>キーが空 %1 件 (%2)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; ✗ not served: %2</source>
        <translation>「%1」✗ 対応していません: %2</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::HeatHistogram</name>
    <message>
        <source>Partition key · items (dark) and bytes (light), hottest first</source>
        <translation>パーティション キー · 項目数 (濃色) とバイト数 (淡色)、負荷の高い順</translation>
    </message>
    <message numerus="yes">
        <source>%Ln item(s) · %1 · %2 RCU/s · %3 WCU/s</source>
        <translation>
            <numerusform>%Ln 項目 · %1 · %2 RCU/秒 · %3 WCU/秒</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::ImportDialog</name>
    <message>
        <source>Import</source>
        <translation>インポート</translation>
    </message>
    <message>
        <source>File to import</source>
        <translation>インポートするファイル</translation>
    </message>
    <message>
        <source>Detect from the file</source>
        <translation>ファイルから判定</translation>
    </message>
    <message>
        <source>F&amp;ormat</source>
        <translation>形式(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Table</source>
        <translation>テーブル(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Skip bad lines and load the rest</source>
        <translation>不正な行を飛ばして残りを読み込む(&amp;S)</translation>
    </message>
    <message>
        <source>Load &amp;nothing if any line is bad</source>
        <translation>不正な行があれば何も読み込まない(&amp;N)</translation>
    </message>
    <message>
        <source>Bad lines</source>
        <translation>不正な行</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>インポート(&amp;I)</translation>
    </message>
    <message>
        <source>Choose a file to import.</source>
        <translation>インポートするファイルを選んでください。</translation>
    </message>
    <message>
        <source>%1 is not a readable file.</source>
        <translation>%1 は読み取り可能なファイルではありません。</translation>
    </message>
    <message>
        <source>Choose the table to load into (create it first).</source>
        <translation>読み込み先のテーブルを選んでください (先に作成してください)。</translation>
    </message>
    <message>
        <source>Table data (*.jsonl *.ndjson *.json *.csv);;All files (*)</source>
        <translation>テーブル データ (*.jsonl *.ndjson *.json *.csv);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Tablesmith cannot tell the format of %1 from its name or its first lines: choose one in the Format box.</source>
        <translation>Tablesmith は名前や先頭行から %1 の形式を判別できません: [形式] ボックスで選択してください。</translation>
    </message>
    <message>
        <source>Looking for items the model would replace…</source>
        <translation>モデルで置き換えられる項目を検索中…</translation>
    </message>
    <message>
        <source>1 item in %1 already exists with the same keys as an item of the model. Importing replaces it. Import anyway?</source>
        <translation>%1 には、モデルの項目と同じキーを持つ項目が 1 件既に存在します。インポートするとその項目は置き換えられます。それでもインポートしますか?</translation>
    </message>
    <message>
        <source>%1 items in %2 already exist with the same keys as items of the model. Importing replaces them. Import anyway?</source>
        <translation>%2 には、モデルの項目と同じキーを持つ項目が %1 件既に存在します。インポートするとそれらの項目は置き換えられます。それでもインポートしますか?</translation>
    </message>
    <message>
        <source>Replace existing items?</source>
        <translation>既存の項目を置き換えますか?</translation>
    </message>
    <message>
        <source>Nothing was imported: the items in %1 stay as they are.</source>
        <translation>何もインポートされませんでした: %1 の項目はそのままです。</translation>
    </message>
    <message>
        <source>Created %1.</source>
        <translation>%1 を作成しました。</translation>
    </message>
    <message>
        <source>Wrote to %1, which existed already.</source>
        <translation>既存の %1 に書き込みました。</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::IndexTable</name>
    <message>
        <source>Kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <source>Index name</source>
        <translation>インデックス名</translation>
    </message>
    <message>
        <source>Partition key</source>
        <translation>パーティション キー</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>型</translation>
    </message>
    <message>
        <source>Sort key</source>
        <translation>ソート キー</translation>
    </message>
    <message>
        <source>Projection</source>
        <translation>射影</translation>
    </message>
    <message>
        <source>Projected attributes</source>
        <translation>射影する属性</translation>
    </message>
    <message>
        <source>Secondary indexes</source>
        <translation>セカンダリ インデックス</translation>
    </message>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>Global</source>
        <translation>グローバル</translation>
    </message>
    <message>
        <source>Local</source>
        <translation>ローカル</translation>
    </message>
    <message>
        <source>All attributes</source>
        <translation>すべての属性</translation>
    </message>
    <message>
        <source>Keys only</source>
        <translation>キーのみ</translation>
    </message>
    <message>
        <source>Include…</source>
        <translation>指定して含める…</translation>
    </message>
    <message>
        <source>Index %1: the name needs 3 to 255 letters, digits, &apos;_&apos;, &apos;-&apos; or &apos;.&apos;.</source>
        <translation>インデックス %1: 名前には 3～255 文字の英字、数字、&apos;_&apos;、&apos;-&apos;、&apos;.&apos; が必要です。</translation>
    </message>
    <message>
        <source>Index %1: another index is called %2.</source>
        <translation>インデックス %1: 別のインデックスが %2 という名前です。</translation>
    </message>
    <message>
        <source>Index %1: the partition key needs a name.</source>
        <translation>インデックス %1: パーティション キーには名前が必要です。</translation>
    </message>
    <message>
        <source>Index %1: a local index needs a table with a sort key.</source>
        <translation>インデックス %1: ローカル インデックスにはソート キーのあるテーブルが必要です。</translation>
    </message>
    <message>
        <source>Index %1: a local index needs its own sort key.</source>
        <translation>インデックス %1: ローカル インデックスには独自のソート キーが必要です。</translation>
    </message>
    <message>
        <source>Index %1: a local index sorts by another attribute than the table.</source>
        <translation>インデックス %1: ローカル インデックスはテーブルとは別の属性でソートします。</translation>
    </message>
    <message>
        <source>Index %1: name the attributes to include, separated by commas.</source>
        <translation>インデックス %1: 含める属性をカンマ区切りで指定してください。</translation>
    </message>
    <message>
        <source>Index %1: key types are S, N or B.</source>
        <translation>インデックス %1: キーの型は S、N、B のいずれかです。</translation>
    </message>
    <message>
        <source>Index %1: %2 is already a key of type %3.</source>
        <translation>インデックス %1: %2 は既に型 %3 のキーです。</translation>
    </message>
    <message>
        <source>A table has at most %1 global secondary indexes.</source>
        <translation>テーブルのグローバル セカンダリ インデックスは最大 %1 個です。</translation>
    </message>
    <message>
        <source>A table has at most %1 local secondary indexes.</source>
        <translation>テーブルのローカル セカンダリ インデックスは最大 %1 個です。</translation>
    </message>
    <message>
        <source>Indexes project at most %1 attributes in all; these project %2.</source>
        <translation>インデックスが射影できる属性は合計 %1 個までです。現在は %2 個です。</translation>
    </message>
    <message>
        <source>default</source>
        <translation>既定</translation>
    </message>
    <message>
        <source>Warm reads/s</source>
        <translation>ウォーム読み込み/秒</translation>
    </message>
    <message>
        <source>Warm writes/s</source>
        <translation>ウォーム書き込み/秒</translation>
    </message>
    <message>
        <source>Read units per second the index can serve at once (WarmThroughput)</source>
        <translation>インデックスがすぐに処理できる 1 秒あたりの読み込みユニット数 (WarmThroughput)</translation>
    </message>
    <message>
        <source>Write units per second the index can serve at once (WarmThroughput)</source>
        <translation>インデックスがすぐに処理できる 1 秒あたりの書き込みユニット数 (WarmThroughput)</translation>
    </message>
    <message>
        <source>Warm read units per second</source>
        <translation>ウォーム読み込みユニット/秒</translation>
    </message>
    <message>
        <source>Warm write units per second</source>
        <translation>ウォーム書き込みユニット/秒</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::ItemActions</name>
    <message>
        <source>&amp;New Item…</source>
        <translation>新しい項目(&amp;N)…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+N</source>
        <translation>Ctrl+Shift+N</translation>
    </message>
    <message>
        <source>&amp;Edit Item…</source>
        <translation>項目の編集(&amp;E)…</translation>
    </message>
    <message>
        <source>D&amp;uplicate Item…</source>
        <translation>項目の複製(&amp;U)…</translation>
    </message>
    <message>
        <source>Ctrl+D</source>
        <translation>Ctrl+D</translation>
    </message>
    <message>
        <source>&amp;Delete Items…</source>
        <translation>項目の削除(&amp;D)…</translation>
    </message>
    <message>
        <source>Copy as &amp;DynamoDB JSON</source>
        <translation>DynamoDB JSON としてコピー(&amp;D)</translation>
    </message>
    <message>
        <source>Copy as &amp;Plain JSON</source>
        <translation>プレーン JSON としてコピー(&amp;P)</translation>
    </message>
    <message>
        <source>Ctrl+Shift+C</source>
        <translation>Ctrl+Shift+C</translation>
    </message>
    <message>
        <source>Copy as &amp;AWS CLI Command</source>
        <translation>AWS CLI コマンドとしてコピー(&amp;A)</translation>
    </message>
    <message>
        <source>Ctrl+Alt+C</source>
        <translation>Ctrl+Alt+C</translation>
    </message>
    <message>
        <source>Edit item</source>
        <translation>項目の編集</translation>
    </message>
    <message>
        <source>Create item</source>
        <translation>項目の作成</translation>
    </message>
    <message>
        <source>Delete items</source>
        <translation>項目の削除</translation>
    </message>
    <message>
        <source>Delete 1 item from %1?</source>
        <translation>%1 から 1 項目を削除しますか?</translation>
    </message>
    <message>
        <source>Delete %1 items from %2?</source>
        <translation>%2 から %1 項目を削除しますか?</translation>
    </message>
    <message>
        <source>You can undo this with Edit → Undo.</source>
        <translation>編集 → 元に戻す で取り消せます。</translation>
    </message>
    <message>
        <source>Delete 1 item</source>
        <translation>1 項目を削除</translation>
    </message>
    <message>
        <source>Delete %1 items</source>
        <translation>%1 項目を削除</translation>
    </message>
    <message>
        <source>Deleted 1 item</source>
        <translation>1 項目を削除しました</translation>
    </message>
    <message>
        <source>Deleted %1 items</source>
        <translation>%1 項目を削除しました</translation>
    </message>
    <message>
        <source>Delete failed: %1</source>
        <translation>削除に失敗しました: %1</translation>
    </message>
    <message>
        <source>Undo failed: %1</source>
        <translation>元に戻せませんでした: %1</translation>
    </message>
    <message>
        <source>Deleting %1 items…</source>
        <translation>%1 項目を削除中…</translation>
    </message>
    <message>
        <source>Delete cancelled: %1 of %2 items deleted</source>
        <translation>削除を取り消しました: %2 項目中 %1 項目を削除済み</translation>
    </message>
    <message>
        <source># Serve the DynamoDB API first (Serve DynamoDB API): this database is not served yet, and %1 is where it would be.</source>
        <translation># 先に DynamoDB API を提供してください (DynamoDB API の提供): このデータベースはまだ提供されていません。提供先は %1 になります。</translation>
    </message>
    <message>
        <source>Copied: serve the DynamoDB API on port %1 before running it.</source>
        <translation>コピーしました: 実行する前にポート %1 で DynamoDB API を提供してください。</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::ItemDetailsDock</name>
    <message>
        <source>Item details</source>
        <translation>項目の詳細</translation>
    </message>
    <message>
        <source>No item selected</source>
        <translation>項目が選択されていません</translation>
    </message>
    <message>
        <source>Item attributes</source>
        <translation>項目の属性</translation>
    </message>
    <message>
        <source>Select a value to see it in full</source>
        <translation>値を選択すると全体を表示します</translation>
    </message>
    <message>
        <source>Selected value</source>
        <translation>選択した値</translation>
    </message>
    <message>
        <source>%1 bytes, base64:</source>
        <translation>%1 バイト、base64:</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::ItemEditorDialog</name>
    <message>
        <source>Edit item — %1</source>
        <translation>項目の編集 — %1</translation>
    </message>
    <message>
        <source>New item — %1</source>
        <translation>新しい項目 — %1</translation>
    </message>
    <message>
        <source>Item text</source>
        <translation>項目のテキスト</translation>
    </message>
    <message>
        <source>Saving checks that nobody changed the item meanwhile.</source>
        <translation>保存時に、その間に誰も項目を変更していないことを確認します。</translation>
    </message>
    <message>
        <source>Saving fails if an item with this key exists.</source>
        <translation>このキーの項目が存在する場合、保存は失敗します。</translation>
    </message>
    <message>
        <source>DynamoDB JSON</source>
        <translation>DynamoDB JSON</translation>
    </message>
    <message>
        <source>Plain JSON</source>
        <translation>プレーン JSON</translation>
    </message>
    <message>
        <source>Plain JSON has no sets, binary or exact numbers</source>
        <translation>プレーン JSON にはセット、バイナリ、正確な数値がありません</translation>
    </message>
    <message>
        <source>Current item in the table</source>
        <translation>テーブル内の現在の項目</translation>
    </message>
    <message>
        <source>Overwrite with mine</source>
        <translation>自分の内容で上書き</translation>
    </message>
    <message>
        <source>Reload theirs</source>
        <translation>相手の内容を再読み込み</translation>
    </message>
    <message>
        <source>Plain JSON cannot keep every type; saving from it stores:</source>
        <translation>プレーン JSON ではすべての型を保持できません。保存すると次のように格納されます:</translation>
    </message>
    <message>
        <source>&lt;b&gt;Deleted or created meanwhile.&lt;/b&gt; The table no longer holds the item you loaded.</source>
        <translation>&lt;b&gt;その間に削除または作成されました。&lt;/b&gt; テーブルには読み込んだ項目がもうありません。</translation>
    </message>
    <message>
        <source>Line %1, column %2: %3</source>
        <translation>%1 行、%2 列: %3</translation>
    </message>
    <message>
        <source>&lt;b&gt;Yours&lt;/b&gt;, not saved</source>
        <translation>&lt;b&gt;自分の内容&lt;/b&gt; (未保存)</translation>
    </message>
    <message>
        <source>Form</source>
        <translation>フォーム</translation>
    </message>
    <message>
        <source>Each attribute with its type and value; maps and lists as a tree</source>
        <translation>各属性を型と値で表示。マップとリストはツリー表示</translation>
    </message>
    <message>
        <source>Add &amp;attribute</source>
        <translation>属性を追加(&amp;A)</translation>
    </message>
    <message>
        <source>Add e&amp;lement</source>
        <translation>要素を追加(&amp;L)</translation>
    </message>
    <message>
        <source>Adds a member to the selected map, list or set</source>
        <translation>選択したマップ、リスト、セットにメンバーを追加します</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>削除(&amp;R)</translation>
    </message>
    <message>
        <source>Theirs is on the right.</source>
        <translation>相手の内容は右側です。</translation>
    </message>
    <message>
        <source>Discard your changes to this item?</source>
        <translation>この項目への変更を破棄しますか?</translation>
    </message>
    <message>
        <source>They have not been saved to %1.</source>
        <translation>変更は %1 に保存されていません。</translation>
    </message>
    <message>
        <source>Discard changes</source>
        <translation>変更を破棄</translation>
    </message>
    <message>
        <source>Keep editing</source>
        <translation>編集を続ける</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::ItemForm</name>
    <message>
        <source>Attribute</source>
        <translation>属性</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>型</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>値</translation>
    </message>
    <message>
        <source>Item attributes as a form</source>
        <translation>フォーム形式の項目属性</translation>
    </message>
    <message>
        <source>{%1 attributes}</source>
        <translation>{%1 属性}</translation>
    </message>
    <message>
        <source>%1 elements</source>
        <translation>%1 要素</translation>
    </message>
    <message>
        <source>attribute%1</source>
        <translation>attribute%1</translation>
    </message>
    <message>
        <source>name</source>
        <translation>name</translation>
    </message>
    <message>
        <source>Attribute %1 needs a name.</source>
        <translation>属性 %1 には名前が必要です。</translation>
    </message>
    <message>
        <source>%1 appears twice.</source>
        <translation>%1 が 2 回出現します。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number: %2</source>
        <translation>&quot;%1&quot; は数値ではありません: %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not base64: %2</source>
        <translation>&quot;%1&quot; は base64 ではありません: %2</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::KeyAttributeList</name>
    <message>
        <source>Add attribute</source>
        <translation>属性を追加</translation>
    </message>
    <message>
        <source>A multi-attribute key: up to four attributes, compared left to right</source>
        <translation>複数属性キー: 最大 4 つの属性を左から右へ比較します</translation>
    </message>
    <message>
        <source>An attribute the entity types or sample items use</source>
        <translation>エンティティタイプまたはサンプル項目が使う属性</translation>
    </message>
    <message>
        <source>The attribute&apos;s type: items where it has another type are left out of the index</source>
        <translation>属性の型: 別の型を持つ項目はインデックスから除外されます</translation>
    </message>
    <message>
        <source>Compare this attribute earlier</source>
        <translation>この属性を先に比較</translation>
    </message>
    <message>
        <source>Compare this attribute later</source>
        <translation>この属性を後で比較</translation>
    </message>
    <message>
        <source>Remove this attribute</source>
        <translation>この属性を削除</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::KeySearch</name>
    <message>
        <source>Find partition key…</source>
        <translation>パーティション キーを検索…</translation>
    </message>
    <message>
        <source>Partition key to find</source>
        <translation>検索するパーティション キー</translation>
    </message>
    <message>
        <source>exact (Query)</source>
        <translation>完全一致 (Query)</translation>
    </message>
    <message>
        <source>prefix (Scan)</source>
        <translation>前方一致 (Scan)</translation>
    </message>
    <message>
        <source>How the partition key matches</source>
        <translation>パーティション キーの一致方法</translation>
    </message>
    <message>
        <source>Partition keys are hashed, so a Query cannot take a prefix: a prefix reads the whole table with a Scan and a begins_with filter</source>
        <translation>パーティション キーはハッシュ化されるため、Query では前方一致を使えません: 前方一致では Scan と begins_with フィルターでテーブル全体を読み込みます</translation>
    </message>
    <message>
        <source>A prefix needs a Scan with begins_with: it reads the whole table.</source>
        <translation>前方一致には begins_with を使った Scan が必要です: テーブル全体を読み込みます。</translation>
    </message>
    <message>
        <source>Find %1…</source>
        <translation>%1 を検索…</translation>
    </message>
    <message>
        <source>begins_with takes strings and binary values, not numbers.</source>
        <translation>begins_with に使えるのは文字列とバイナリ値で、数値は使えません。</translation>
    </message>
    <message>
        <source>Scanning the whole table for %1 beginning with &quot;%2&quot;…</source>
        <translation>&quot;%2&quot; で始まる %1 をテーブル全体でスキャン中…</translation>
    </message>
    <message>
        <source>No partition %1 (Query).</source>
        <translation>パーティション %1 はありません (Query)。</translation>
    </message>
    <message>
        <source>Found partition %1 (Query).</source>
        <translation>パーティション %1 が見つかりました (Query)。</translation>
    </message>
    <message>
        <source>No partition key begins with &quot;%1&quot; (Scan read %2 items).</source>
        <translation>&quot;%1&quot; で始まるパーティション キーはありません (Scan で %2 項目を読み込み)。</translation>
    </message>
    <message>
        <source>1 partition begins with &quot;%1&quot;: %2 (Scan read %3 items).</source>
        <translation>&quot;%1&quot; で始まるパーティションが 1 件あります: %2 (Scan で %3 項目を読み込み)。</translation>
    </message>
    <message>
        <source>%1 partitions begin with &quot;%2&quot;: %3 (Scan read %4 items).</source>
        <translation>&quot;%2&quot; で始まるパーティションが %1 件あります: %3 (Scan で %4 項目を読み込み)。</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::MainWindow</name>
    <message>
        <source>No table open</source>
        <translation>開いているテーブルはありません</translation>
    </message>
    <message>
        <source>Double-click a table in Connections to browse its items.</source>
        <translation>接続でテーブルをダブルクリックすると項目を参照できます。</translation>
    </message>
    <message>
        <source>Tablesmith</source>
        <translation>Tablesmith</translation>
    </message>
    <message>
        <source>&amp;Open Database…</source>
        <translation>データベースを開く(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;New In-Memory Database</source>
        <translation>新しいインメモリ データベース(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Refresh Tables</source>
        <translation>テーブルを更新(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Serve DynamoDB API on localhost</source>
        <translation>localhost で DynamoDB API を提供(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;About Tablesmith</source>
        <translation>Tablesmith について(&amp;A)</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Qt について(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Server</source>
        <translation>サーバー(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <source>Tablesmith — %1</source>
        <translation>Tablesmith — %1</translation>
    </message>
    <message>
        <source>embedded · %1</source>
        <translation>組み込み · %1</translation>
    </message>
    <message>
        <source>Example not loaded</source>
        <translation>サンプルを読み込めませんでした</translation>
    </message>
    <message>
        <source>No database is open.</source>
        <translation>データベースが開かれていません。</translation>
    </message>
    <message>
        <source>Cannot serve the DynamoDB API</source>
        <translation>DynamoDB API を提供できません</translation>
    </message>
    <message>
        <source>serving on %1</source>
        <translation>%1 で提供中</translation>
    </message>
    <message>
        <source>AWS CLI: aws dynamodb list-tables --endpoint-url http://%1</source>
        <translation>AWS CLI: aws dynamodb list-tables --endpoint-url http://%1</translation>
    </message>
    <message>
        <source>Open Database</source>
        <translation>データベースを開く</translation>
    </message>
    <message>
        <source>Tablesmith databases (*.tsdb *.db *.sqlite);;All files (*)</source>
        <translation>Tablesmith データベース (*.tsdb *.db *.sqlite);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Cannot open the database</source>
        <translation>データベースを開けません</translation>
    </message>
    <message>
        <source>Cannot create the database</source>
        <translation>データベースを作成できません</translation>
    </message>
    <message>
        <source>About Tablesmith</source>
        <translation>Tablesmith について</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Tablesmith %1&lt;/h3&gt;&lt;p&gt;A desktop workbench for DynamoDB-style tables, with an embedded DynamoDB-compatible engine.&lt;/p&gt;&lt;p&gt;Design key schemas, browse items by partition, and serve the DynamoDB API on localhost for the AWS CLI and SDKs.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Tablesmith %1&lt;/h3&gt;&lt;p&gt;DynamoDB 互換エンジンを組み込んだ、DynamoDB 形式のテーブルのためのデスクトップ ワークベンチです。&lt;/p&gt;&lt;p&gt;キー スキーマを設計し、パーティションごとに項目を参照し、AWS CLI や SDK のために localhost で DynamoDB API を提供します。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Tablesmith could not listen on 127.0.0.1:%1.</source>
        <translation>Tablesmith は 127.0.0.1:%1 で待ち受けできませんでした。</translation>
    </message>
    <message>
        <source>&amp;Delete Table…</source>
        <translation>テーブルの削除(&amp;D)…</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Table</source>
        <translation>テーブル(&amp;T)</translation>
    </message>
    <message>
        <source>Delete table</source>
        <translation>テーブルの削除</translation>
    </message>
    <message>
        <source>Delete the table %1 and every item in it? This cannot be undone.</source>
        <translation>テーブル %1 とそのすべての項目を削除しますか? この操作は元に戻せません。</translation>
    </message>
    <message>
        <source>Table not deleted</source>
        <translation>テーブルは削除されませんでした</translation>
    </message>
    <message>
        <source>&amp;Connect to Endpoint…</source>
        <translation>エンドポイントに接続(&amp;C)…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+O</source>
        <translation>Ctrl+Shift+O</translation>
    </message>
    <message>
        <source>Browse tables on AWS, DynamoDB Local or a tablesmith-server</source>
        <translation>AWS、DynamoDB Local、tablesmith-server のテーブルを参照</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%2 で %1</translation>
    </message>
    <message>
        <source>Cannot connect</source>
        <translation>接続できません</translation>
    </message>
    <message>
        <source>remote · %1</source>
        <translation>リモート · %1</translation>
    </message>
    <message>
        <source>Calls from the table in front go to %1.</source>
        <translation>前面のテーブルからの呼び出しは %1 に送られます。</translation>
    </message>
    <message>
        <source>&amp;Query</source>
        <translation>クエリ(&amp;Q)</translation>
    </message>
    <message>
        <source>St&amp;ream</source>
        <translation>ストリーム(&amp;R)</translation>
    </message>
    <message>
        <source>New &amp;Database…</source>
        <translation>新しいデータベース(&amp;D)…</translation>
    </message>
    <message>
        <source>%1 cannot be opened.</source>
        <translation>%1 を開けません。</translation>
    </message>
    <message>
        <source>Database in use</source>
        <translation>データベースは使用中です</translation>
    </message>
    <message>
        <source>%1 is open in another Tablesmith process (pid %2), which serves it at %3.</source>
        <translation>%1 は別の Tablesmith プロセス (pid %2) で開かれており、%3 で提供されています。</translation>
    </message>
    <message>
        <source>A database file is used by one process at a time. Connect to that process instead, to browse and edit the same tables through it?</source>
        <translation>データベース ファイルは一度に 1 つのプロセスしか使用できません。代わりにそのプロセスに接続し、そのプロセス経由で同じテーブルを参照、編集しますか?</translation>
    </message>
    <message>
        <source>Connect to %1</source>
        <translation>%1 に接続</translation>
    </message>
    <message>
        <source>Replace the served database?</source>
        <translation>提供中のデータベースを置き換えますか?</translation>
    </message>
    <message>
        <source>The DynamoDB API of %1 is served at %2.</source>
        <translation>%1 の DynamoDB API は %2 で提供されています。</translation>
    </message>
    <message>
        <source>Clients of %1 (the AWS CLI, SDKs, other tools) will see the new database instead, from their next request on.</source>
        <translation>%1 のクライアント (AWS CLI、SDK、その他のツール) は、次のリクエストから新しいデータベースを参照するようになります。</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>置き換え</translation>
    </message>
    <message>
        <source>New Database</source>
        <translation>新しいデータベース</translation>
    </message>
    <message>
        <source>%1 is already open.</source>
        <translation>%1 は既に開かれています。</translation>
    </message>
    <message>
        <source>Create a new database?</source>
        <translation>新しいデータベースを作成しますか?</translation>
    </message>
    <message>
        <source>%1 does not exist.</source>
        <translation>%1 は存在しません。</translation>
    </message>
    <message>
        <source>Create a new, empty database there?</source>
        <translation>そこに新しい空のデータベースを作成しますか?</translation>
    </message>
    <message>
        <source>Create</source>
        <translation>作成</translation>
    </message>
    <message>
        <source>Open the existing file?</source>
        <translation>既存のファイルを開きますか?</translation>
    </message>
    <message>
        <source>%1 already exists.</source>
        <translation>%1 は既に存在します。</translation>
    </message>
    <message>
        <source>Open it instead of creating a new database?</source>
        <translation>新しいデータベースを作成する代わりに、そのファイルを開きますか?</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>開く</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::MultiAttributeView</name>
    <message>
        <source>As designed (concatenated)</source>
        <translation>設計どおり (連結)</translation>
    </message>
    <message>
        <source>Multi-attribute key</source>
        <translation>複数属性キー</translation>
    </message>
    <message>
        <source>Entity type</source>
        <translation>エンティティ型</translation>
    </message>
    <message>
        <source>In the alternative</source>
        <translation>代替案</translation>
    </message>
    <message>
        <source>Why not</source>
        <translation>不可の理由</translation>
    </message>
    <message>
        <source>Access pattern</source>
        <translation>アクセス パターン</translation>
    </message>
    <message>
        <source>Key condition now</source>
        <translation>現在のキー条件</translation>
    </message>
    <message>
        <source>On the parts</source>
        <translation>構成要素に対して</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>注記</translation>
    </message>
    <message>
        <source>The multi-attribute alternative to %1, %2</source>
        <translation>%1 の複数属性による代替案、%2</translation>
    </message>
    <message>
        <source>No multi-attribute alternative to %1: %2</source>
        <translation>%1 には複数属性による代替案がありません: %2</translation>
    </message>
    <message>
        <source>Partition key</source>
        <translation>パーティション キー</translation>
    </message>
    <message>
        <source>Sort key</source>
        <translation>ソート キー</translation>
    </message>
    <message>
        <source>Items held</source>
        <translation>保持する項目</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%2 中 %1</translation>
    </message>
    <message>
        <source>%1 of %2 as the items are; %3 once they carry the parts</source>
        <translation>現在の項目では %2 中 %1、構成要素を持たせると %3</translation>
    </message>
    <message>
        <source>Partitions</source>
        <translation>パーティション</translation>
    </message>
    <message>
        <source>Written by the application</source>
        <translation>アプリケーションが書き込むもの</translation>
    </message>
    <message>
        <source>the concatenated keys, kept in step with their parts</source>
        <translation>連結したキー (構成要素との同期を保つ)</translation>
    </message>
    <message>
        <source>nothing extra</source>
        <translation>追加なし</translation>
    </message>
    <message>
        <source>nothing extra; %1 no longer needed</source>
        <translation>追加なし。%1 は不要になります</translation>
    </message>
    <message>
        <source>%1/%2</source>
        <translation>%1/%2</translation>
    </message>
    <message>
        <source>the same items, once they carry the parts</source>
        <translation>同じ項目 (構成要素を持たせた場合)</translation>
    </message>
    <message>
        <source>⚠ %1</source>
        <translation>⚠ %1</translation>
    </message>
    <message>
        <source>No access pattern queries this index</source>
        <translation>このインデックスをクエリするアクセス パターンはありません</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::OperationFormWidget</name>
    <message>
        <source>Filter</source>
        <translation>フィルター</translation>
    </message>
    <message>
        <source>Condition</source>
        <translation>条件</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>対象</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>テーブル</translation>
    </message>
    <message>
        <source>(the table itself)</source>
        <translation>(テーブル自体)</translation>
    </message>
    <message>
        <source>Key: %1 (%2)</source>
        <translation>キー: %1 (%2)</translation>
    </message>
    <message>
        <source>Key: %1 (%2), %3 (%4)</source>
        <translation>キー: %1 (%2)、%3 (%4)</translation>
    </message>
    <message>
        <source>Index</source>
        <translation>インデックス</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>キー</translation>
    </message>
    <message>
        <source>Pick a table to see its key.</source>
        <translation>テーブルを選ぶとキーを表示します。</translation>
    </message>
    <message>
        <source>Key condition</source>
        <translation>キー条件</translation>
    </message>
    <message>
        <source>(any)</source>
        <translation>(条件なし)</translation>
    </message>
    <message>
        <source>and</source>
        <translation>～</translation>
    </message>
    <message>
        <source>Item (DynamoDB JSON)</source>
        <translation>項目 (DynamoDB JSON)</translation>
    </message>
    <message>
        <source>Update actions</source>
        <translation>更新アクション</translation>
    </message>
    <message>
        <source>Remove this action</source>
        <translation>このアクションを削除</translation>
    </message>
    <message>
        <source>+ Action</source>
        <translation>+ アクション</translation>
    </message>
    <message>
        <source>Projection</source>
        <translation>射影</translation>
    </message>
    <message>
        <source>every attribute; or e.g. name, email, address.city</source>
        <translation>すべての属性。または例: name, email, address.city</translation>
    </message>
    <message>
        <source>Pick…</source>
        <translation>選択…</translation>
    </message>
    <message>
        <source>(default)</source>
        <translation>(既定)</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>オプション</translation>
    </message>
    <message>
        <source>Ascending (ScanIndexForward)</source>
        <translation>昇順 (ScanIndexForward)</translation>
    </message>
    <message>
        <source>Descending</source>
        <translation>降順</translation>
    </message>
    <message>
        <source>Direction</source>
        <translation>順序</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>制限なし</translation>
    </message>
    <message>
        <source>Limit</source>
        <translation>上限 (Limit)</translation>
    </message>
    <message>
        <source>Select</source>
        <translation>Select</translation>
    </message>
    <message>
        <source>Strongly consistent read</source>
        <translation>強力な整合性のある読み込み</translation>
    </message>
    <message>
        <source>ConsistentRead</source>
        <translation>ConsistentRead</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>whole table</source>
        <translation>テーブル全体</translation>
    </message>
    <message>
        <source>of</source>
        <translation>/</translation>
    </message>
    <message>
        <source>Segment</source>
        <translation>セグメント</translation>
    </message>
    <message>
        <source>ReturnValues</source>
        <translation>ReturnValues</translation>
    </message>
    <message>
        <source>On failed condition</source>
        <translation>条件を満たさない場合</translation>
    </message>
    <message>
        <source>Consumed capacity</source>
        <translation>消費キャパシティ</translation>
    </message>
    <message>
        <source>Items to read</source>
        <translation>読み込む項目</translation>
    </message>
    <message>
        <source>Writes</source>
        <translation>書き込み</translation>
    </message>
    <message>
        <source>Entry %1</source>
        <translation>エントリ %1</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>削除</translation>
    </message>
    <message>
        <source>+ Entry</source>
        <translation>+ エントリ</translation>
    </message>
    <message>
        <source>PartiQL</source>
        <translation>PartiQL</translation>
    </message>
    <message>
        <source>? %1</source>
        <translation>? %1</translation>
    </message>
    <message>
        <source>+ Parameter</source>
        <translation>+ パラメーター</translation>
    </message>
    <message>
        <source>Remove statement</source>
        <translation>ステートメントを削除</translation>
    </message>
    <message>
        <source>+ Statement</source>
        <translation>+ ステートメント</translation>
    </message>
    <message>
        <source>PartiQL statement</source>
        <translation>PartiQL ステートメント</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::OperationLibrary</name>
    <message>
        <source>&lt;b&gt;Saved operations&lt;/b&gt; — drag to reorder, double-click to rename</source>
        <translation>&lt;b&gt;保存した操作&lt;/b&gt; — ドラッグで並べ替え、ダブルクリックで名前を変更</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>開く</translation>
    </message>
    <message>
        <source>Run…</source>
        <translation>実行…</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>削除</translation>
    </message>
    <message>
        <source>&lt;b&gt;History&lt;/b&gt; — double-click to open</source>
        <translation>&lt;b&gt;履歴&lt;/b&gt; — ダブルクリックで開く</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::OrderStatusView</name>
    <message>
        <source>Time</source>
        <translation>時刻</translation>
    </message>
    <message>
        <source>Order</source>
        <translation>注文</translation>
    </message>
    <message>
        <source>Old status</source>
        <translation>旧ステータス</translation>
    </message>
    <message>
        <source>New status</source>
        <translation>新ステータス</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::PartitionHeatView</name>
    <message>
        <source> reads/s</source>
        <translation> 読み込み/秒</translation>
    </message>
    <message>
        <source> writes/s</source>
        <translation> 書き込み/秒</translation>
    </message>
    <message>
        <source>× </source>
        <translation>× </translation>
    </message>
    <message>
        <source>Items in production per sample item: scales bytes and item collections</source>
        <translation>サンプル項目 1 件あたりの本番環境の項目数: バイト数と項目コレクションを拡大します</translation>
    </message>
    <message>
        <source>Strongly consistent</source>
        <translation>強力な整合性</translation>
    </message>
    <message>
        <source>Partitions of</source>
        <translation>パーティションの表示対象</translation>
    </message>
    <message>
        <source>Scale</source>
        <translation>スケール</translation>
    </message>
    <message>
        <source>table %1</source>
        <translation>テーブル %1</translation>
    </message>
    <message>
        <source>GSI %1</source>
        <translation>GSI %1</translation>
    </message>
    <message>
        <source>LSI %1</source>
        <translation>LSI %1</translation>
    </message>
    <message>
        <source>%1: %2 RCU/s, past the 3,000 RCU/s partition limit</source>
        <translation>%1: %2 RCU/秒、パーティションの上限 3,000 RCU/秒を超えています</translation>
    </message>
    <message>
        <source>%1: %2 WCU/s, past the 1,000 WCU/s partition limit</source>
        <translation>%1: %2 WCU/秒、パーティションの上限 1,000 WCU/秒を超えています</translation>
    </message>
    <message>
        <source>%1: item collection %2 of the 10 GB an LSI allows</source>
        <translation>%1: 項目コレクション %2 (LSI の上限は 10 GB)</translation>
    </message>
    <message>
        <source>No partition past DynamoDB&apos;s limits at these rates.</source>
        <translation>このレートでは DynamoDB の上限を超えるパーティションはありません。</translation>
    </message>
    <message>
        <source>⚠ %1</source>
        <translation>⚠ %1</translation>
    </message>
    <message>
        <source>%1 · %2 · %3 — reads and writes spread as the sample does, plus the access patterns&apos; rates</source>
        <translation>%1 · %2 · %3 — 読み込みと書き込みはサンプルと同じ割合で分散し、アクセス パターンのレートを加算</translation>
    </message>
    <message numerus="yes">
        <source>%Ln partition(s)</source>
        <translation>
            <numerusform>%Ln パーティション</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln item(s)</source>
        <translation>
            <numerusform>%Ln 項目</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::PatternRunner</name>
    <message>
        <source>Writes run only on the sample items, never on a live table.</source>
        <translation>書き込みはサンプル項目に対してのみ実行され、実際のテーブルには実行されません。</translation>
    </message>
    <message>
        <source>sample items</source>
        <translation>サンプル項目</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::QueryBuilder</name>
    <message>
        <source>Form</source>
        <translation>フォーム</translation>
    </message>
    <message>
        <source>Saved &amp;&amp; history</source>
        <translation>保存済み &amp;&amp; 履歴</translation>
    </message>
    <message>
        <source>&lt;b&gt;Request&lt;/b&gt; (DynamoDB JSON — edit either side)</source>
        <translation>&lt;b&gt;リクエスト&lt;/b&gt; (DynamoDB JSON — どちら側でも編集できます)</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>実行</translation>
    </message>
    <message>
        <source>Send the request (Ctrl+Enter)</source>
        <translation>リクエストを送信 (Ctrl+Enter)</translation>
    </message>
    <message>
        <source>Next page</source>
        <translation>次のページ</translation>
    </message>
    <message>
        <source>All pages</source>
        <translation>すべてのページ</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>保存…</translation>
    </message>
    <message>
        <source>Save the operation; {name} in a value becomes a parameter</source>
        <translation>操作を保存します。値の中の {name} はパラメーターになります</translation>
    </message>
    <message>
        <source>Operation</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>Not run yet.</source>
        <translation>まだ実行していません。</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Response</source>
        <translation>応答</translation>
    </message>
    <message>
        <source>Save operation</source>
        <translation>操作の保存</translation>
    </message>
    <message>
        <source>Name (use {parameter} in values to ask for them when run):</source>
        <translation>名前 (値に {parameter} を使うと実行時に入力を求めます):</translation>
    </message>
    <message>
        <source>Fix the marked fields first: %1</source>
        <translation>先に印の付いたフィールドを修正してください: %1</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>取り消しました</translation>
    </message>
    <message>
        <source>Running…</source>
        <translation>実行中…</translation>
    </message>
    <message>
        <source> · reading the next page…</source>
        <translation> · 次のページを読み込み中…</translation>
    </message>
    <message>
        <source> — Next page or All pages reads on</source>
        <translation> — 「次のページ」または「すべてのページ」で続きを読み込みます</translation>
    </message>
    <message>
        <source>Explain</source>
        <translation>実行計画</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>コード</translation>
    </message>
    <message>
        <source>%1 — see Explain</source>
        <translation>%1 — 実行計画を参照</translation>
    </message>
    <message>
        <source>Partition view</source>
        <translation>パーティション表示</translation>
    </message>
    <message>
        <source>Items grouped by partition, attributes as name and value</source>
        <translation>パーティションごとにまとめた項目、属性は名前と値で表示</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>列</translation>
    </message>
    <message>
        <source>One column per attribute name</source>
        <translation>属性名ごとに 1 列</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>エクスポート…</translation>
    </message>
    <message>
        <source>Write the items read so far (every page fetched) as DynamoDB JSON lines, a JSON array or CSV</source>
        <translation>これまでに読み込んだ項目 (取得済みの全ページ) を DynamoDB JSON 行、JSON 配列、CSV のいずれかで書き出します</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::QueryInstrument</name>
    <message>
        <source>New &amp;Query…</source>
        <translation>新しいクエリ(&amp;Q)…</translation>
    </message>
    <message>
        <source>Build, run and page any DynamoDB operation on the current table</source>
        <translation>現在のテーブルで任意の DynamoDB 操作を作成、実行し、ページ単位で読み進めます</translation>
    </message>
    <message>
        <source>Open a database or connection first.</source>
        <translation>先にデータベースまたは接続を開いてください。</translation>
    </message>
    <message>
        <source>Query</source>
        <translation>クエリ</translation>
    </message>
    <message>
        <source>Query · %1</source>
        <translation>クエリ · %1</translation>
    </message>
    <message>
        <source>Query…</source>
        <translation>クエリ…</translation>
    </message>
    <message>
        <source>Open the query builder on this table</source>
        <translation>このテーブルでクエリ ビルダーを開く</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::RecordDiffView</name>
    <message>
        <source>added</source>
        <translation>追加</translation>
    </message>
    <message>
        <source>removed</source>
        <translation>削除</translation>
    </message>
    <message>
        <source>changed</source>
        <translation>変更</translation>
    </message>
    <message>
        <source>An INSERT has no old image: the item did not exist.</source>
        <translation>INSERT には古いイメージがありません: 項目は存在していませんでした。</translation>
    </message>
    <message>
        <source>A REMOVE has no new image: the item is gone.</source>
        <translation>REMOVE には新しいイメージがありません: 項目は削除されています。</translation>
    </message>
    <message>
        <source>%1 is not recorded: the stream&apos;s view type is %2.</source>
        <translation>%1 は記録されていません: ストリームのビュー タイプは %2 です。</translation>
    </message>
    <message>
        <source>DynamoDB JSON</source>
        <translation>DynamoDB JSON</translation>
    </message>
    <message>
        <source>Plain JSON</source>
        <translation>プレーン JSON</translation>
    </message>
    <message>
        <source>Copy old</source>
        <translation>変更前をコピー</translation>
    </message>
    <message>
        <source>Copy new</source>
        <translation>変更後をコピー</translation>
    </message>
    <message>
        <source>Attribute</source>
        <translation>属性</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>変更内容</translation>
    </message>
    <message>
        <source>Old</source>
        <translation>変更前</translation>
    </message>
    <message>
        <source>New</source>
        <translation>変更後</translation>
    </message>
    <message>
        <source>Image format</source>
        <translation>イメージの形式</translation>
    </message>
    <message>
        <source>Changed attributes</source>
        <translation>変更された属性</translation>
    </message>
    <message>
        <source>Old image</source>
        <translation>古いイメージ</translation>
    </message>
    <message>
        <source>New image</source>
        <translation>新しいイメージ</translation>
    </message>
    <message>
        <source>Which attributes changed is unknown without both images.</source>
        <translation>両方のイメージがないため、どの属性が変更されたかは不明です。</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::RunPages</name>
    <message>
        <source>%1 returned</source>
        <translation>%1 件返却</translation>
    </message>
    <message>
        <source>%1 scanned</source>
        <translation>%1 件スキャン</translation>
    </message>
    <message>
        <source>%1 capacity units</source>
        <translation>%1 キャパシティ ユニット</translation>
    </message>
    <message>
        <source>table</source>
        <translation>テーブル</translation>
    </message>
    <message>
        <source>1 page</source>
        <translation>1 ページ</translation>
    </message>
    <message>
        <source>%1 pages</source>
        <translation>%1 ページ</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>LastEvaluatedKey %1</source>
        <translation>LastEvaluatedKey %1</translation>
    </message>
    <message>
        <source>NextToken %1…</source>
        <translation>NextToken %1…</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::SchemaInstrument</name>
    <message>
        <source>&amp;New Table…</source>
        <translation>新しいテーブル(&amp;N)…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+T</source>
        <translation>Ctrl+Shift+T</translation>
    </message>
    <message>
        <source>De&amp;scribe Table…</source>
        <translation>テーブルの詳細(&amp;S)…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+D</source>
        <translation>Ctrl+Shift+D</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::ServeDialog</name>
    <message>
        <source>Serve DynamoDB API</source>
        <translation>DynamoDB API の提供</translation>
    </message>
    <message>
        <source>Serve the open database over DynamoDB&apos;s wire protocol, so the AWS CLI, boto3 and the AWS SDKs can use it. Their calls appear in the API-call log, marked &quot;served&quot;.</source>
        <translation>開いているデータベースを DynamoDB のワイヤー プロトコルで提供し、AWS CLI、boto3、AWS SDK から使えるようにします。それらの呼び出しは API 呼び出しログに &quot;サーバー&quot; として表示されます。</translation>
    </message>
    <message>
        <source>Only this computer</source>
        <translation>このコンピューターのみ</translation>
    </message>
    <message>
        <source>Every network interface: other computers can reach the database, without credentials</source>
        <translation>すべてのネットワーク インターフェイス: 他のコンピューターから認証情報なしでデータベースにアクセスできます</translation>
    </message>
    <message>
        <source>Address to listen on</source>
        <translation>待ち受けるアドレス</translation>
    </message>
    <message>
        <source>Port to listen on</source>
        <translation>待ち受けるポート</translation>
    </message>
    <message>
        <source>Endpoint URL</source>
        <translation>エンドポイント URL</translation>
    </message>
    <message>
        <source>not serving</source>
        <translation>提供していません</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>コピー</translation>
    </message>
    <message>
        <source>Copy the endpoint URL (for --endpoint-url)</source>
        <translation>エンドポイント URL をコピー (--endpoint-url 用)</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>アドレス(&amp;A):</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>ポート(&amp;P):</translation>
    </message>
    <message>
        <source>URL:</source>
        <translation>URL:</translation>
    </message>
    <message>
        <source>&amp;Serve</source>
        <translation>提供(&amp;S)</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>停止(&amp;T)</translation>
    </message>
    <message>
        <source>Port %1 on %2 is busy: another program listens there, or the address is not this computer&apos;s.</source>
        <translation>%2 のポート %1 は使用中です: 別のプログラムが待ち受けているか、このコンピューターのアドレスではありません。</translation>
    </message>
    <message>
        <source>Serving. Try: aws dynamodb list-tables --endpoint-url %1</source>
        <translation>提供中です。試すには: aws dynamodb list-tables --endpoint-url %1</translation>
    </message>
    <message>
        <source>Stopped.</source>
        <translation>停止しました。</translation>
    </message>
    <message>
        <source>Serve on port %1 instead</source>
        <translation>代わりにポート %1 で提供</translation>
    </message>
    <message>
        <source>&amp;Serve Again</source>
        <translation>再度提供(&amp;S)</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::Session</name>
    <message>
        <source>in-memory</source>
        <translation>インメモリ</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::ShardStatusView</name>
    <message>
        <source>Stream shards</source>
        <translation>ストリームのシャード</translation>
    </message>
    <message>
        <source>Shard</source>
        <translation>シャード</translation>
    </message>
    <message>
        <source>Parent</source>
        <translation>親</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状態</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>レコード数</translation>
    </message>
    <message>
        <source>Last sequence number</source>
        <translation>最後のシーケンス番号</translation>
    </message>
    <message>
        <source>Iterator age</source>
        <translation>イテレーターの経過時間</translation>
    </message>
    <message>
        <source>Behind</source>
        <translation>遅延</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 分</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 時間</translation>
    </message>
    <message>
        <source>waiting for its parent</source>
        <translation>親を待機中</translation>
    </message>
    <message>
        <source>closed, read to its end</source>
        <translation>クローズ済み、最後まで読み込み済み</translation>
    </message>
    <message>
        <source>open, reading</source>
        <translation>オープン、読み込み中</translation>
    </message>
    <message>
        <source>closed, reading</source>
        <translation>クローズ済み、読み込み中</translation>
    </message>
    <message>
        <source>Records are pushed right after each commit: there are no shards to poll.</source>
        <translation>レコードは各コミットの直後にプッシュされます: ポーリングするシャードはありません。</translation>
    </message>
    <message>
        <source>No shards yet.</source>
        <translation>シャードはまだありません。</translation>
    </message>
    <message>
        <source>Table %1</source>
        <translation>テーブル %1</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::StreamInspector</name>
    <message>
        <source>The table whose records are shown</source>
        <translation>レコードを表示するテーブル</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>一時停止</translation>
    </message>
    <message>
        <source>Pause the list; records keep arriving in a buffer</source>
        <translation>一覧を一時停止します。レコードは引き続きバッファーに届きます</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>クリア</translation>
    </message>
    <message>
        <source>From TRIM_HORIZON (all retained records)</source>
        <translation>TRIM_HORIZON から (保持されているすべてのレコード)</translation>
    </message>
    <message>
        <source>From a sequence number…</source>
        <translation>シーケンス番号から…</translation>
    </message>
    <message>
        <source>From a time…</source>
        <translation>時刻から…</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>リプレイ</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>エクスポート…</translation>
    </message>
    <message>
        <source>Enable stream…</source>
        <translation>ストリームを有効化…</translation>
    </message>
    <message>
        <source>key prefix</source>
        <translation>キー接頭辞</translation>
    </message>
    <message>
        <source>any entity</source>
        <translation>すべてのエンティティ</translation>
    </message>
    <message>
        <source>Lambda filter…</source>
        <translation>Lambda フィルター…</translation>
    </message>
    <message>
        <source>all records</source>
        <translation>すべてのレコード</translation>
    </message>
    <message>
        <source>matched</source>
        <translation>一致</translation>
    </message>
    <message>
        <source>not matched</source>
        <translation>不一致</translation>
    </message>
    <message>
        <source>Which records the Lambda filter selects are shown</source>
        <translation>Lambda フィルターの一致/不一致で表示するレコードを選択</translation>
    </message>
    <message>
        <source>Index</source>
        <translation>インデックス</translation>
    </message>
    <message>
        <source>Effect</source>
        <translation>影響</translation>
    </message>
    <message>
        <source>Old index key</source>
        <translation>旧インデックス キー</translation>
    </message>
    <message>
        <source>New index key</source>
        <translation>新インデックス キー</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>理由</translation>
    </message>
    <message>
        <source>Old → new</source>
        <translation>変更前 → 変更後</translation>
    </message>
    <message>
        <source>Index effects</source>
        <translation>インデックスへの影響</translation>
    </message>
    <message>
        <source>Handler: order status</source>
        <translation>ハンドラー: 注文ステータス</translation>
    </message>
    <message>
        <source>Notify on order status change (ecommerce example): the order MODIFYs whose status changed</source>
        <translation>注文ステータス変更の通知 (ecommerce サンプル): ステータスが変わった注文の MODIFY</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>再開</translation>
    </message>
    <message numerus="yes">
        <source>%n record(s)</source>
        <translation>
            <numerusform>%n 件のレコード</numerusform>
        </translation>
    </message>
    <message>
        <source>no connection</source>
        <translation>接続なし</translation>
    </message>
    <message>
        <source>● live</source>
        <translation>● ライブ</translation>
    </message>
    <message>
        <source>○ stopped</source>
        <translation>○ 停止</translation>
    </message>
    <message numerus="yes">
        <source>%n shard(s)</source>
        <translation>
            <numerusform>%n シャード</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 ms behind</source>
        <translation>%1 ms 遅延</translation>
    </message>
    <message numerus="yes">
        <source>paused, %n buffered</source>
        <translation>
            <numerusform>一時停止中、%n 件をバッファー済み</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 oldest dropped (cap %2)</source>
        <translation>古い %1 件を破棄 (上限 %2)</translation>
    </message>
    <message>
        <source>%1 lost in gaps</source>
        <translation>欠落 %1 件</translation>
    </message>
    <message>
        <source>no %1 attribute (sparse index)</source>
        <translation>%1 属性なし (スパース インデックス)</translation>
    </message>
    <message>
        <source>%1 is not of the index key&apos;s type</source>
        <translation>%1 はインデックス キーの型ではありません</translation>
    </message>
    <message>
        <source>%1 is empty</source>
        <translation>%1 は空です</translation>
    </message>
    <message>
        <source>entered</source>
        <translation>追加</translation>
    </message>
    <message>
        <source>left</source>
        <translation>除外</translation>
    </message>
    <message>
        <source>index key changed</source>
        <translation>インデックス キー変更</translation>
    </message>
    <message>
        <source>updated</source>
        <translation>更新</translation>
    </message>
    <message>
        <source>unchanged</source>
        <translation>変更なし</translation>
    </message>
    <message>
        <source>not in index</source>
        <translation>インデックス外</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>不明</translation>
    </message>
    <message>
        <source>All tables with a stream</source>
        <translation>ストリームのあるすべてのテーブル</translation>
    </message>
    <message>
        <source> (GSI)</source>
        <translation> (GSI)</translation>
    </message>
    <message>
        <source> (LSI)</source>
        <translation> (LSI)</translation>
    </message>
    <message>
        <source>projected: %1</source>
        <translation>射影属性: %1</translation>
    </message>
    <message>
        <source>Lambda filter</source>
        <translation>Lambda フィルター</translation>
    </message>
    <message>
        <source>Replay from sequence number (AT_SEQUENCE_NUMBER):</source>
        <translation>シーケンス番号からリプレイ (AT_SEQUENCE_NUMBER):</translation>
    </message>
    <message>
        <source>Replay from a time</source>
        <translation>時刻からリプレイ</translation>
    </message>
    <message>
        <source>Export records</source>
        <translation>レコードのエクスポート</translation>
    </message>
    <message>
        <source>JSON lines (*.jsonl);;All files (*)</source>
        <translation>JSON 行 (*.jsonl);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Enable stream</source>
        <translation>ストリームの有効化</translation>
    </message>
    <message>
        <source>Stream view type for %1 (what each record carries):</source>
        <translation>%1 のストリームのビュー タイプ (各レコードに含める内容):</translation>
    </message>
    <message>
        <source>Stream records</source>
        <translation>ストリーム レコード</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>テーブル</translation>
    </message>
    <message>
        <source>Key prefix</source>
        <translation>キーのプレフィックス</translation>
    </message>
    <message>
        <source>Entity type</source>
        <translation>エンティティ タイプ</translation>
    </message>
    <message>
        <source>Lambda filter selection</source>
        <translation>Lambda フィルターの選択</translation>
    </message>
    <message>
        <source>Shards</source>
        <translation>シャード</translation>
    </message>
    <message>
        <source>The stream&apos;s shards, how far each is read and how far behind the reader is</source>
        <translation>ストリームのシャード、各シャードの読み込み位置、読み取り側の遅延</translation>
    </message>
    <message>
        <source>iterator age %1</source>
        <translation>イテレーターの経過時間 %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n record(s) shown</source>
        <translation>
            <numerusform>%n 件中 %1 件を表示</numerusform>
        </translation>
    </message>
    <message>
        <source>Lambda filter: %1 matched · %2 not matched · %3</source>
        <translation>Lambda フィルター: 一致 %1 · 不一致 %2 · %3</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::StreamRecordModel</name>
    <message>
        <source>Deleted by TTL (userIdentity: dynamodb.amazonaws.com)</source>
        <translation>TTL により削除 (userIdentity: dynamodb.amazonaws.com)</translation>
    </message>
    <message>
        <source>REMOVE (TTL)</source>
        <translation>REMOVE (TTL)</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>時刻</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>テーブル</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>イベント</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>キー</translation>
    </message>
    <message>
        <source>Entity</source>
        <translation>エンティティ</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>サイズ</translation>
    </message>
    <message>
        <source>Sequence number</source>
        <translation>シーケンス番号</translation>
    </message>
    <message>
        <source>Written at %1 (ApproximateCreationDateTime), read at %2</source>
        <translation>書き込み %1 (ApproximateCreationDateTime)、読み取り %2</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::StreamsInstrument</name>
    <message>
        <source>Stream inspector</source>
        <translation>ストリーム インスペクター</translation>
    </message>
    <message>
        <source>Open stream inspector tab</source>
        <translation>ストリーム インスペクターをタブで開く</translation>
    </message>
    <message>
        <source>Ctrl+Shift+I</source>
        <translation>Ctrl+Shift+I</translation>
    </message>
    <message>
        <source>Watch the current table in the dock</source>
        <translation>現在のテーブルをドックで監視</translation>
    </message>
    <message>
        <source>Streams</source>
        <translation>ストリーム</translation>
    </message>
    <message>
        <source>Stream: %1</source>
        <translation>ストリーム: %1</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::TableDescriptionDialog</name>
    <message>
        <source>off</source>
        <translation>オフ</translation>
    </message>
    <message>
        <source>Table %1</source>
        <translation>テーブル %1</translation>
    </message>
    <message>
        <source>Index</source>
        <translation>インデックス</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>種類</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>キー</translation>
    </message>
    <message>
        <source>Projection</source>
        <translation>射影</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>ステータス</translation>
    </message>
    <message>
        <source>Items</source>
        <translation>項目数</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>サイズ</translation>
    </message>
    <message>
        <source>Secondary indexes</source>
        <translation>セカンダリ インデックス</translation>
    </message>
    <message>
        <source>DescribeTable response</source>
        <translation>DescribeTable の応答</translation>
    </message>
    <message>
        <source>Overview</source>
        <translation>概要</translation>
    </message>
    <message>
        <source>DescribeTable</source>
        <translation>DescribeTable</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>更新(&amp;R)</translation>
    </message>
    <message>
        <source> · %1 RCU · %2 WCU</source>
        <translation> · %1 RCU · %2 WCU</translation>
    </message>
    <message>
        <source>Billing</source>
        <translation>課金</translation>
    </message>
    <message>
        <source>Stream</source>
        <translation>ストリーム</translation>
    </message>
    <message>
        <source>ARN</source>
        <translation>ARN</translation>
    </message>
    <message>
        <source>global</source>
        <translation>グローバル</translation>
    </message>
    <message>
        <source>local</source>
        <translation>ローカル</translation>
    </message>
    <message>
        <source> · backfilling</source>
        <translation> · バックフィル中</translation>
    </message>
    <message>
        <source>Time to live</source>
        <translation>有効期限 (TTL)</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%2 で %1</translation>
    </message>
    <message>
        <source>%1 reads/s · %2 writes/s</source>
        <translation>読み込み %1/秒 · 書き込み %2/秒</translation>
    </message>
    <message>
        <source>STANDARD (not named)</source>
        <translation>STANDARD (未指定)</translation>
    </message>
    <message>
        <source>Warm throughput</source>
        <translation>ウォームスループット</translation>
    </message>
    <message>
        <source>Table class</source>
        <translation>テーブルクラス</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::TableItemsModel</name>
    <message>
        <source>attributes</source>
        <translation>属性</translation>
    </message>
    <message>
        <source>Partition key (HASH)</source>
        <translation>パーティション キー (HASH)</translation>
    </message>
    <message>
        <source>Sort key (RANGE)</source>
        <translation>ソート キー (RANGE)</translation>
    </message>
    <message>
        <source>Every other attribute of the item, with its value</source>
        <translation>項目のその他すべての属性とその値</translation>
    </message>
    <message>
        <source>Attribute %1</source>
        <translation>属性 %1</translation>
    </message>
    <message>
        <source>(not loaded: press F5)</source>
        <translation>(未読み込み: F5 を押してください)</translation>
    </message>
    <message>
        <source>loading…</source>
        <translation>読み込み中…</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::TableTab</name>
    <message>
        <source>partition key %1</source>
        <translation>パーティション キー %1</translation>
    </message>
    <message>
        <source>sort key %1</source>
        <translation>ソート キー %1</translation>
    </message>
    <message>
        <source>GSI %1</source>
        <translation>GSI %1</translation>
    </message>
    <message>
        <source>LSI %1</source>
        <translation>LSI %1</translation>
    </message>
    <message>
        <source>on-demand</source>
        <translation>オンデマンド</translation>
    </message>
    <message>
        <source>provisioned</source>
        <translation>プロビジョニング済み</translation>
    </message>
    <message>
        <source>describing…</source>
        <translation>取得中…</translation>
    </message>
    <message>
        <source>Reload the table from its first page</source>
        <translation>テーブルを最初のページから再読み込み</translation>
    </message>
    <message>
        <source>Load more</source>
        <translation>さらに読み込む</translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>読み込み中…</translation>
    </message>
    <message>
        <source>DescribeTable gave no table.</source>
        <translation>DescribeTable がテーブルを返しませんでした。</translation>
    </message>
    <message>
        <source>1 item loaded</source>
        <translation>1 項目を読み込み済み</translation>
    </message>
    <message>
        <source>%1 items loaded</source>
        <translation>%1 項目を読み込み済み</translation>
    </message>
    <message>
        <source>loading…</source>
        <translation>読み込み中…</translation>
    </message>
    <message>
        <source>end of table</source>
        <translation>テーブルの終わり</translation>
    </message>
    <message>
        <source>more available</source>
        <translation>さらにあり</translation>
    </message>
    <message>
        <source>Partition view</source>
        <translation>パーティション表示</translation>
    </message>
    <message>
        <source>Items grouped by partition, attributes as name and value</source>
        <translation>パーティションごとにまとめた項目、属性は名前と値で表示</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>列</translation>
    </message>
    <message>
        <source>One column per attribute name; right-click the header to hide columns, drag to reorder</source>
        <translation>属性名ごとに 1 列。ヘッダーを右クリックで列を非表示、ドラッグで並べ替え</translation>
    </message>
    <message>
        <source>Show all columns</source>
        <translation>すべての列を表示</translation>
    </message>
    <message>
        <source>%1 shown</source>
        <translation>%1 表示中</translation>
    </message>
    <message>
        <source>Items of %1</source>
        <translation>%1 の項目</translation>
    </message>
    <message>
        <source>Load all</source>
        <translation>すべて読み込む</translation>
    </message>
    <message>
        <source>Scan to the end of the table (Esc cancels)</source>
        <translation>テーブルの最後までスキャン (Esc で取り消し)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Stop scanning after the page in flight (Esc)</source>
        <translation>処理中のページの後でスキャンを停止 (Esc)</translation>
    </message>
    <message>
        <source>loading all… (Esc cancels)</source>
        <translation>すべて読み込み中… (Esc で取り消し)</translation>
    </message>
    <message>
        <source>live</source>
        <translation>ライブ</translation>
    </message>
    <message>
        <source>stream on (%1)</source>
        <translation>ストリーム オン (%1)</translation>
    </message>
    <message>
        <source>This table has no stream: changes made elsewhere appear when you refresh.</source>
        <translation>このテーブルにはストリームがありません: 他の場所での変更は更新時に表示されます。</translation>
    </message>
    <message>
        <source>Enable stream</source>
        <translation>ストリームの有効化</translation>
    </message>
    <message>
        <source>UpdateTable with a NEW_AND_OLD_IMAGES stream: the grid then follows every write</source>
        <translation>NEW_AND_OLD_IMAGES ストリームで UpdateTable を実行します: 以後、グリッドはすべての書き込みに追従します</translation>
    </message>
    <message>
        <source>Scan order (unsorted)</source>
        <translation>Scan の順序 (未ソート)</translation>
    </message>
    <message>
        <source>Partition %1 is hidden by the entity filter.</source>
        <translation>パーティション %1 はエンティティ フィルターで非表示になっています。</translation>
    </message>
    <message>
        <source>Partition %1 is not in the table.</source>
        <translation>パーティション %1 はテーブルにありません。</translation>
    </message>
    <message>
        <source>Loading up to partition %1…</source>
        <translation>パーティション %1 まで読み込み中…</translation>
    </message>
    <message>
        <source>Partition %1.</source>
        <translation>パーティション %1。</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::TransferDialog</name>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::TransferInstrument</name>
    <message>
        <source>&amp;Import…</source>
        <translation>インポート(&amp;I)…</translation>
    </message>
    <message>
        <source>Ctrl+I</source>
        <translation>Ctrl+I</translation>
    </message>
    <message>
        <source>&amp;Export Table…</source>
        <translation>テーブルのエクスポート(&amp;E)…</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::TransferPanel</name>
    <message>
        <source>Transfer progress</source>
        <translation>転送の進行状況</translation>
    </message>
    <message>
        <source>Transfer report</source>
        <translation>転送レポート</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>開始しています…</translation>
    </message>
    <message>
        <source>Created %1.</source>
        <translation>%1 を作成しました。</translation>
    </message>
    <message>
        <source>1 bad line:</source>
        <translation>不正な行 1 件:</translation>
    </message>
    <message>
        <source>%1 bad lines:</source>
        <translation>不正な行 %1 件:</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>%1 行目: %2</translation>
    </message>
    <message>
        <source>%1 values (sets, binary) were written as plain JSON lists and strings.</source>
        <translation>%1 個の値 (セット、バイナリ) をプレーン JSON のリストと文字列として書き出しました。</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>参照(&amp;B)…</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <source>DynamoDB JSON lines (S3 export)</source>
        <translation>DynamoDB JSON 行 (S3 エクスポート)</translation>
    </message>
    <message>
        <source>JSON array of plain objects</source>
        <translation>プレーン オブジェクトの JSON 配列</translation>
    </message>
    <message>
        <source>CSV with typed columns</source>
        <translation>型付き列の CSV</translation>
    </message>
    <message>
        <source>NoSQL Workbench model (creates its tables)</source>
        <translation>NoSQL Workbench モデル (テーブルを作成)</translation>
    </message>
    <message numerus="yes">
        <source>%Ln item(s) written · %1 of %2 read</source>
        <translation>
            <numerusform>%Ln 項目を書き込み済み · %2 中 %1 を読み込み</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln item(s) exported</source>
        <translation>
            <numerusform>%Ln 項目をエクスポート済み</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cancelled after %Ln item(s).</source>
        <translation>
            <numerusform>%Ln 項目の後で取り消しました。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stopped at a bad line; %Ln item(s) written.</source>
        <translation>
            <numerusform>不正な行で停止しました。%Ln 項目を書き込みました。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Imported %Ln item(s).</source>
        <translation>
            <numerusform>%Ln 項目をインポートしました。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exported %Ln item(s).</source>
        <translation>
            <numerusform>%Ln 項目をエクスポートしました。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::TypedValueInput</name>
    <message>
        <source>DynamoDB type of the value</source>
        <translation>値の DynamoDB 型</translation>
    </message>
    <message>
        <source>value</source>
        <translation>値</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::WorkbenchUndo</name>
    <message>
        <source>&amp;Undo</source>
        <translation>元に戻す(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>やり直し(&amp;R)</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::WriteSequence</name>
    <message>
        <source>Changed meanwhile: the item in the table is no longer the one you loaded.</source>
        <translation>その間に変更されました: テーブル内の項目は読み込んだものと異なります。</translation>
    </message>
</context>
</TS>
