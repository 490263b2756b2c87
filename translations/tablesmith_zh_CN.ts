<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>CommandLine</name>
    <message>
        <source>Tablesmith: a desktop workbench for DynamoDB-style tables.</source>
        <translation>Tablesmith：面向 DynamoDB 风格表的桌面工作台。</translation>
    </message>
    <message>
        <source>Open the database in FILE.</source>
        <translation>打开 FILE 中的数据库。</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>FILE</translation>
    </message>
    <message>
        <source>Open an in-memory database that keeps nothing.</source>
        <translation>打开不保存任何内容的内存数据库。</translation>
    </message>
    <message>
        <source>Sync every commit to disk (survives power loss).</source>
        <translation>每次提交都同步到磁盘（可承受断电）。</translation>
    </message>
    <message>
        <source>Create the example table NAME (unless present) and open it. Examples: %1.</source>
        <translation>创建示例表 NAME（若不存在）并打开。示例：%1。</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>NAME</translation>
    </message>
    <message>
        <source>Serve the DynamoDB API on 127.0.0.1:PORT (default %1).</source>
        <translation>在 127.0.0.1:PORT 上提供 DynamoDB API（默认 %1）。</translation>
    </message>
    <message>
        <source>PORT</source>
        <translation>PORT</translation>
    </message>
    <message>
        <source>Use either --db or --in-memory, not both.</source>
        <translation>请只使用 --db 或 --in-memory 之一，不要同时使用。</translation>
    </message>
    <message>
        <source>There is no example called &quot;%1&quot;.</source>
        <translation>没有名为&quot;%1&quot;的示例。</translation>
    </message>
    <message>
        <source>--serve takes a port number.</source>
        <translation>--serve 需要一个端口号。</translation>
    </message>
    <message>
        <source>Also open the DynamoDB endpoint at URL (e.g. http://localhost:8000), signing with an AWS profile&apos;s keys.</source>
        <translation>同时打开位于 URL 的 DynamoDB 端点（例如 http://localhost:8000），使用 AWS 配置文件的密钥签名。</translation>
    </message>
    <message>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <source>The region for --connect (default: the profile&apos;s).</source>
        <translation>--connect 使用的区域（默认：配置文件中的区域）。</translation>
    </message>
    <message>
        <source>REGION</source>
        <translation>REGION</translation>
    </message>
    <message>
        <source>The AWS profile for --connect (default: AWS_PROFILE, else the environment&apos;s keys or &quot;default&quot;).</source>
        <translation>--connect 使用的 AWS 配置文件（默认：AWS_PROFILE，否则使用环境中的密钥或 &quot;default&quot;）。</translation>
    </message>
</context>
<context>
    <name>ErrorText</name>
    <message>
        <source>The request is not valid.</source>
        <translation>请求无效。</translation>
    </message>
    <message>
        <source>The table or index does not exist.</source>
        <translation>表或索引不存在。</translation>
    </message>
    <message>
        <source>The table is in use or already exists.</source>
        <translation>表正在使用或已存在。</translation>
    </message>
    <message>
        <source>The condition was not met; nothing was written.</source>
        <translation>条件未满足；未写入任何内容。</translation>
    </message>
    <message>
        <source>The transaction was cancelled.</source>
        <translation>事务已取消。</translation>
    </message>
    <message>
        <source>The request was throttled.</source>
        <translation>请求被限流。</translation>
    </message>
    <message>
        <source>A limit was exceeded.</source>
        <translation>超出了限制。</translation>
    </message>
    <message>
        <source>The request could not be read.</source>
        <translation>无法读取请求。</translation>
    </message>
    <message>
        <source>This operation is not supported.</source>
        <translation>不支持此操作。</translation>
    </message>
    <message>
        <source>Access was denied.</source>
        <translation>访问被拒绝。</translation>
    </message>
    <message>
        <source>The stream position is no longer valid.</source>
        <translation>流位置已失效。</translation>
    </message>
    <message>
        <source>The engine reported an internal error.</source>
        <translation>引擎报告了内部错误。</translation>
    </message>
    <message>
        <source>This request token was already used for a different request.</source>
        <translation>此请求令牌已用于另一个请求。</translation>
    </message>
    <message>
        <source>The endpoint refused the request.</source>
        <translation>端点拒绝了请求。</translation>
    </message>
    <message>
        <source>The endpoint could not be reached.</source>
        <translation>无法访问该端点。</translation>
    </message>
</context>
<context>
    <name>ItemJson</name>
    <message>
        <source>%1: number %2 written as a string</source>
        <translation>%1：数字 %2 以字符串形式写出</translation>
    </message>
    <message>
        <source>%1: number %2 is beyond double precision; other JSON tools may round it</source>
        <translation>%1：数字 %2 超出双精度范围；其他 JSON 工具可能会对其舍入</translation>
    </message>
    <message>
        <source>%1: binary written as a base64 string</source>
        <translation>%1：二进制以 base64 字符串形式写出</translation>
    </message>
    <message>
        <source>%1: %2 set written as a list</source>
        <translation>%1：%2 集合以列表形式写出</translation>
    </message>
    <message>
        <source>JSON syntax error: %1</source>
        <translation>JSON 语法错误：%1</translation>
    </message>
    <message>
        <source>An item is a JSON object of attributes.</source>
        <translation>项目是由属性组成的 JSON 对象。</translation>
    </message>
</context>
<context>
    <name>ItemTree</name>
    <message>
        <source>string</source>
        <translation>字符串</translation>
    </message>
    <message>
        <source>number</source>
        <translation>数字</translation>
    </message>
    <message>
        <source>binary</source>
        <translation>二进制</translation>
    </message>
    <message>
        <source>boolean</source>
        <translation>布尔值</translation>
    </message>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>map</source>
        <translation>映射</translation>
    </message>
    <message>
        <source>list</source>
        <translation>列表</translation>
    </message>
    <message>
        <source>string set</source>
        <translation>字符串集合</translation>
    </message>
    <message>
        <source>number set</source>
        <translation>数字集合</translation>
    </message>
    <message>
        <source>binary set</source>
        <translation>二进制集合</translation>
    </message>
    <message>
        <source>malformed</source>
        <translation>格式错误</translation>
    </message>
    <message>
        <source>⟨1 member⟩</source>
        <translation>⟨1 个成员⟩</translation>
    </message>
    <message>
        <source>⟨%1 members⟩</source>
        <translation>⟨%1 个成员⟩</translation>
    </message>
    <message>
        <source>[1 element]</source>
        <translation>[1 个元素]</translation>
    </message>
    <message>
        <source>[%1 elements]</source>
        <translation>[%1 个元素]</translation>
    </message>
    <message>
        <source>empty string</source>
        <translation>空字符串</translation>
    </message>
    <message>
        <source>{1 attribute}</source>
        <translation>{1 个属性}</translation>
    </message>
    <message>
        <source>{%1 attributes}</source>
        <translation>{%1 个属性}</translation>
    </message>
    <message>
        <source>?</source>
        <translation>?</translation>
    </message>
    <message>
        <source>malformed value</source>
        <translation>格式错误的值</translation>
    </message>
    <message>
        <source>Attribute</source>
        <translation>属性</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
</context>
<context>
    <name>Language</name>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>系统语言</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <source>The new language applies when Tablesmith starts again.</source>
        <translation>新语言将在 Tablesmith 下次启动时生效。</translation>
    </message>
</context>
<context>
    <name>MfaPrompt</name>
    <message>
        <source>MFA Code</source>
        <translation>MFA 代码</translation>
    </message>
    <message>
        <source>The profile %1 assumes a role that needs a code from the MFA device
%2

Code:</source>
        <translation>配置文件 %1 代入的角色需要来自 MFA 设备的代码
%2

代码：</translation>
    </message>
    <message>
        <source>No MFA code was entered for %1.</source>
        <translation>未为 %1 输入 MFA 代码。</translation>
    </message>
    <message>
        <source>No MFA code was entered in time.</source>
        <translation>未及时输入 MFA 代码。</translation>
    </message>
</context>
<context>
    <name>PlainJson</name>
    <message>
        <source>JSON syntax error: %1</source>
        <translation>JSON 语法错误：%1</translation>
    </message>
    <message>
        <source>An item is a JSON object of attributes.</source>
        <translation>项目是由属性组成的 JSON 对象。</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>JavaScript (SDK v3 client)</source>
        <translation>JavaScript（SDK v3 客户端）</translation>
    </message>
    <message>
        <source>JavaScript (DocumentClient)</source>
        <translation>JavaScript（DocumentClient）</translation>
    </message>
    <message>
        <source>Python (boto3 client)</source>
        <translation>Python（boto3 客户端）</translation>
    </message>
    <message>
        <source>Python (boto3 Table)</source>
        <translation>Python（boto3 Table）</translation>
    </message>
    <message>
        <source>AWS CLI v2</source>
        <translation>AWS CLI v2</translation>
    </message>
    <message>
        <source>Java (SDK v2)</source>
        <translation>Java（SDK v2）</translation>
    </message>
    <message>
        <source>Go (SDK v2)</source>
        <translation>Go（SDK v2）</translation>
    </message>
    <message>
        <source>PartiQL</source>
        <translation>PartiQL</translation>
    </message>
    <message>
        <source>index %1 of %2</source>
        <translation>%2 的索引 %1</translation>
    </message>
    <message>
        <source>DynamoDB refuses this request</source>
        <translation>DynamoDB 拒绝此请求</translation>
    </message>
    <message>
        <source> · filtered after reading</source>
        <translation> · 读取后筛选</translation>
    </message>
    <message>
        <source> · segment %1 of %2</source>
        <translation> · 第 %1 段（共 %2 段）</translation>
    </message>
    <message>
        <source> · also writes %1</source>
        <translation> · 同时写入 %1</translation>
    </message>
    <message>
        <source>attribute path, e.g. address.city or tags[0]</source>
        <translation>属性路径，例如 address.city 或 tags[0]</translation>
    </message>
    <message>
        <source>Run with values</source>
        <translation>使用值运行</translation>
    </message>
</context>
<context>
    <name>RemoteSession</name>
    <message>
        <source>The profile %1 has no credentials: no aws_access_key_id, credential_process, role_arn or sso_session.</source>
        <translation>配置文件 %1 没有凭证：没有 aws_access_key_id、credential_process、role_arn 或 sso_session。</translation>
    </message>
</context>
<context>
    <name>Theme</name>
    <message>
        <source>T&amp;heme</source>
        <translation>主题(&amp;H)</translation>
    </message>
    <message>
        <source>Follow the &amp;System</source>
        <translation>跟随系统(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>浅色(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>深色(&amp;D)</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Cannot connect</source>
        <translation>无法连接</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::CallLogDock</name>
    <message>
        <source>API calls</source>
        <translation>API 调用</translation>
    </message>
    <message>
        <source>API calls, newest last</source>
        <translation>API 调用（最新的在最后）</translation>
    </message>
    <message>
        <source>Request and response of the selected call</source>
        <translation>所选调用的请求和响应</translation>
    </message>
    <message>
        <source>Select a call to see its request and response</source>
        <translation>选择一个调用以查看其请求和响应</translation>
    </message>
    <message>
        <source>Request:
%1

Response:
%2</source>
        <translation>请求：
%1

响应：
%2</translation>
    </message>
    <message>
        <source>served</source>
        <translation>服务</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::CallLogInstrument</name>
    <message>
        <source>last: %1</source>
        <translation>上次：%1</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::CallLogModel</name>
    <message>
        <source>%1 ms</source>
        <translation>%1 毫秒</translation>
    </message>
    <message>
        <source>1 item</source>
        <translation>1 个项目</translation>
    </message>
    <message>
        <source>%1 items</source>
        <translation>%1 个项目</translation>
    </message>
    <message>
        <source>1 table</source>
        <translation>1 个表</translation>
    </message>
    <message>
        <source>%1 tables</source>
        <translation>%1 个表</translation>
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
        <translation>时间</translation>
    </message>
    <message>
        <source>Operation</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>耗时</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>… (%1 more bytes)</source>
        <translation>…（还有 %1 字节）</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>served</source>
        <translation>服务</translation>
    </message>
    <message>
        <source>app</source>
        <translation>应用</translation>
    </message>
    <message>
        <source>Called by a client of the served DynamoDB endpoint</source>
        <translation>由所提供 DynamoDB 端点的客户端调用</translation>
    </message>
    <message>
        <source>Called by Tablesmith itself</source>
        <translation>由 Tablesmith 自身调用</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::CodeEditor</name>
    <message>
        <source>Find</source>
        <translation>查找</translation>
    </message>
    <message>
        <source>Find in the text</source>
        <translation>在文本中查找</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::CodePanel</name>
    <message>
        <source>endpoint (empty: AWS)</source>
        <translation>端点（留空：AWS）</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>区域</translation>
    </message>
    <message>
        <source>Save as %1 and run: %2</source>
        <translation>另存为 %1 并运行：%2</translation>
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
        <translation>对整个组取反</translation>
    </message>
    <message>
        <source>All of (AND)</source>
        <translation>全部满足（AND）</translation>
    </message>
    <message>
        <source>Any of (OR)</source>
        <translation>任一满足（OR）</translation>
    </message>
    <message>
        <source>+ Condition</source>
        <translation>+ 条件</translation>
    </message>
    <message>
        <source>Add a condition row</source>
        <translation>添加条件行</translation>
    </message>
    <message>
        <source>+ Group</source>
        <translation>+ 组</translation>
    </message>
    <message>
        <source>Add a nested group</source>
        <translation>添加嵌套组</translation>
    </message>
    <message>
        <source>Remove this group</source>
        <translation>删除此组</translation>
    </message>
    <message>
        <source>Remove this condition</source>
        <translation>删除此条件</translation>
    </message>
    <message>
        <source>and</source>
        <translation>和</translation>
    </message>
    <message>
        <source>Another value for IN</source>
        <translation>IN 的另一个值</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::ConnectEndpointDialog</name>
    <message>
        <source>Connect to Endpoint</source>
        <translation>连接到端点</translation>
    </message>
    <message>
        <source>Browse tables on AWS, DynamoDB Local or another tablesmith-server. Leave the URL empty for AWS&apos;s endpoint in the region.</source>
        <translation>浏览 AWS、DynamoDB Local 或其他 tablesmith-server 上的表。URL 留空则使用该区域的 AWS 端点。</translation>
    </message>
    <message>
        <source>&amp;Recent:</source>
        <translation>最近(&amp;R)：</translation>
    </message>
    <message>
        <source>Endpoint &amp;URL:</source>
        <translation>端点 URL(&amp;U)：</translation>
    </message>
    <message>
        <source>Re&amp;gion:</source>
        <translation>区域(&amp;G)：</translation>
    </message>
    <message>
        <source>Credentials:</source>
        <translation>凭证：</translation>
    </message>
    <message>
        <source>&amp;Test Connection</source>
        <translation>测试连接(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Connect</source>
        <translation>连接(&amp;C)</translation>
    </message>
    <message>
        <source>AWS &amp;profile</source>
        <translation>AWS 配置文件(&amp;P)</translation>
    </message>
    <message>
        <source>Access &amp;keys</source>
        <translation>访问密钥(&amp;K)</translation>
    </message>
    <message>
        <source>Access key ID</source>
        <translation>访问密钥 ID</translation>
    </message>
    <message>
        <source>Secret access key (not saved)</source>
        <translation>秘密访问密钥（不保存）</translation>
    </message>
    <message>
        <source>Session token (optional, not saved)</source>
        <translation>会话令牌（可选，不保存）</translation>
    </message>
    <message>
        <source>No profiles in ~/.aws</source>
        <translation>~/.aws 中没有配置文件</translation>
    </message>
    <message>
        <source>Cannot read ~/.aws</source>
        <translation>无法读取 ~/.aws</translation>
    </message>
    <message>
        <source>None yet</source>
        <translation>暂无</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>选择…</translation>
    </message>
    <message>
        <source>AWS</source>
        <translation>AWS</translation>
    </message>
    <message>
        <source>profile %1</source>
        <translation>配置文件 %1</translation>
    </message>
    <message>
        <source>A region holds only letters, digits and &apos;-&apos;, e.g. eu-west-1.</source>
        <translation>区域只包含字母、数字和 &apos;-&apos;，例如 eu-west-1。</translation>
    </message>
    <message>
        <source>Choose a profile, or enter access keys.</source>
        <translation>请选择配置文件或输入访问密钥。</translation>
    </message>
    <message>
        <source>Enter a region: the profile %1 names none.</source>
        <translation>请输入区域：配置文件 %1 未指定区域。</translation>
    </message>
    <message>
        <source>Enter a region, e.g. us-east-1.</source>
        <translation>请输入区域，例如 us-east-1。</translation>
    </message>
    <message>
        <source>Enter an access key ID.</source>
        <translation>请输入访问密钥 ID。</translation>
    </message>
    <message>
        <source>Enter the secret access key.</source>
        <translation>请输入秘密访问密钥。</translation>
    </message>
    <message>
        <source>e.g. http://localhost:8000</source>
        <translation>例如 http://localhost:8000</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>正在连接到 %1…</translation>
    </message>
    <message>
        <source>1 table</source>
        <translation>1 个表</translation>
    </message>
    <message>
        <source>%1 tables</source>
        <translation>%1 个表</translation>
    </message>
    <message>
        <source>Connected: more than %1.</source>
        <translation>已连接：超过 %1。</translation>
    </message>
    <message>
        <source>Connected: %1.</source>
        <translation>已连接：%1。</translation>
    </message>
    <message>
        <source>Reading ~/.aws…</source>
        <translation>正在读取 ~/.aws…</translation>
    </message>
    <message>
        <source>%1 answered ListTables without TableNames: it is not a DynamoDB endpoint.</source>
        <translation>%1 对 ListTables 的响应中没有 TableNames：它不是 DynamoDB 端点。</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::ConnectionsDock</name>
    <message>
        <source>Connections</source>
        <translation>连接</translation>
    </message>
    <message>
        <source>embedded · %1</source>
        <translation>嵌入式 · %1</translation>
    </message>
    <message>
        <source>Partition key (HASH)</source>
        <translation>分区键（HASH）</translation>
    </message>
    <message>
        <source>Sort key (RANGE)</source>
        <translation>排序键（RANGE）</translation>
    </message>
    <message>
        <source>Global secondary index</source>
        <translation>全局二级索引</translation>
    </message>
    <message>
        <source>Local secondary index</source>
        <translation>本地二级索引</translation>
    </message>
    <message>
        <source>Open %1</source>
        <translation>打开 %1</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>刷新</translation>
    </message>
    <message>
        <source>Connections and their tables</source>
        <translation>连接及其表</translation>
    </message>
    <message>
        <source>Disconnect</source>
        <translation>断开连接</translation>
    </message>
    <message>
        <source>%1, backfilling</source>
        <translation>%1，正在回填</translation>
    </message>
    <message>
        <source>projects %1</source>
        <translation>投影 %1</translation>
    </message>
    <message numerus="yes">
        <source>%Ln item(s), %1</source>
        <translation>
            <numerusform>%Ln 个项目，%1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::CostEstimateView</name>
    <message>
        <source>Measure on sample items</source>
        <translation>在示例项目上测量</translation>
    </message>
    <message>
        <source>Runs every access pattern on the sample items and takes the capacity each call consumed</source>
        <translation>在示例项目上运行每个访问模式，并记录每次调用消耗的容量</translation>
    </message>
    <message>
        <source>Access pattern</source>
        <translation>访问模式</translation>
    </message>
    <message>
        <source>Calls/s</source>
        <translation>调用次数/秒</translation>
    </message>
    <message>
        <source>RCU/call</source>
        <translation>RCU/次调用</translation>
    </message>
    <message>
        <source>WCU/call</source>
        <translation>WCU/次调用</translation>
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
        <translation>按需/月</translation>
    </message>
    <message>
        <source>Prices</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>区域</translation>
    </message>
    <message>
        <source>On demand, per million read request units</source>
        <translation>按需，每百万读取请求单位</translation>
    </message>
    <message>
        <source>On demand, per million write request units</source>
        <translation>按需，每百万写入请求单位</translation>
    </message>
    <message>
        <source>Provisioned, per RCU-hour</source>
        <translation>预置，每 RCU 小时</translation>
    </message>
    <message>
        <source>Provisioned, per WCU-hour</source>
        <translation>预置，每 WCU 小时</translation>
    </message>
    <message>
        <source>Storage, per GB-month</source>
        <translation>存储，每 GB-月</translation>
    </message>
    <message>
        <source>Free storage, GB</source>
        <translation>免费存储，GB</translation>
    </message>
    <message>
        <source>× </source>
        <translation>× </translation>
    </message>
    <message>
        <source>Provisioned target utilisation</source>
        <translation>预置目标利用率</translation>
    </message>
    <message>
        <source>Items stored per sample item</source>
        <translation>每个示例项目对应的存储项目数</translation>
    </message>
    <message>
        <source>Prices of %1, checked %2 (%3)</source>
        <translation>%1 的价格，核对于 %2（%3）</translation>
    </message>
    <message>
        <source>Prices edited (from those of %1)</source>
        <translation>价格已编辑（基于 %1 的价格）</translation>
    </message>
    <message>
        <source>Set the rate of an access pattern</source>
        <translation>设置访问模式的速率</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>&lt;b&gt;On demand: %1/month&lt;/b&gt; — reads %2, writes %3, storage %4&lt;br&gt;&lt;b&gt;Provisioned: %5/month&lt;/b&gt; — %6 RCU (%7) and %8 WCU (%9) at %10 % utilisation for %11 RCU/s and %12 WCU/s, storage %4&lt;br&gt;Stored: %13</source>
        <translation>&lt;b&gt;按需：%1/月&lt;/b&gt; — 读取 %2，写入 %3，存储 %4&lt;br&gt;&lt;b&gt;预置：%5/月&lt;/b&gt; — %6 RCU（%7）和 %8 WCU（%9），利用率 %10 %，承载 %11 RCU/秒和 %12 WCU/秒，存储 %4&lt;br&gt;已存储：%13</translation>
    </message>
    <message>
        <source>Choose the price region</source>
        <translation>选择价格区域</translation>
    </message>
    <message>
        <source>Edit prices</source>
        <translation>编辑价格</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::CreateTableDialog</name>
    <message>
        <source>String (S)</source>
        <translation>字符串（S）</translation>
    </message>
    <message>
        <source>Number (N)</source>
        <translation>数字（N）</translation>
    </message>
    <message>
        <source>Binary (B)</source>
        <translation>二进制（B）</translation>
    </message>
    <message>
        <source>Create table</source>
        <translation>创建表</translation>
    </message>
    <message>
        <source>Create</source>
        <translation>创建</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>表</translation>
    </message>
    <message>
        <source>e.g. ecommerce</source>
        <translation>例如 ecommerce</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>On-demand (PAY_PER_REQUEST)</source>
        <translation>按需（PAY_PER_REQUEST）</translation>
    </message>
    <message>
        <source>Provisioned</source>
        <translation>预置</translation>
    </message>
    <message>
        <source>&amp;Name</source>
        <translation>名称(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Partition key</source>
        <translation>分区键(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Sort key</source>
        <translation>排序键(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Billing</source>
        <translation>计费(&amp;B)</translation>
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
        <translation>添加索引</translation>
    </message>
    <message>
        <source>Remove index</source>
        <translation>删除索引</translation>
    </message>
    <message>
        <source>The table name needs 3 to 255 letters, digits, &apos;_&apos;, &apos;-&apos; or &apos;.&apos;.</source>
        <translation>表名需要 3 到 255 个字母、数字、&apos;_&apos;、&apos;-&apos; 或 &apos;.&apos;。</translation>
    </message>
    <message>
        <source>The partition key needs a name.</source>
        <translation>分区键需要名称。</translation>
    </message>
    <message>
        <source>The sort key must differ from the partition key.</source>
        <translation>排序键必须与分区键不同。</translation>
    </message>
    <message>
        <source>Provisioned capacity needs at least 1 read and 1 write unit.</source>
        <translation>预置容量至少需要 1 个读取单位和 1 个写入单位。</translation>
    </message>
    <message>
        <source>Secondary indexes</source>
        <translation>二级索引</translation>
    </message>
    <message>
        <source>Stream and time to live</source>
        <translation>流与生存时间</translation>
    </message>
    <message>
        <source>&amp;Record every change in a stream</source>
        <translation>在流中记录每次更改(&amp;R)</translation>
    </message>
    <message>
        <source>New and old images</source>
        <translation>新旧映像</translation>
    </message>
    <message>
        <source>New image</source>
        <translation>新映像</translation>
    </message>
    <message>
        <source>Old image</source>
        <translation>旧映像</translation>
    </message>
    <message>
        <source>Keys only</source>
        <translation>仅键</translation>
    </message>
    <message>
        <source>Stream view type</source>
        <translation>流视图类型</translation>
    </message>
    <message>
        <source>none — e.g. expiresAt (epoch seconds)</source>
        <translation>无 — 例如 expiresAt（纪元秒）</translation>
    </message>
    <message>
        <source>Stream</source>
        <translation>流</translation>
    </message>
    <message>
        <source>&amp;Time to live attribute</source>
        <translation>生存时间（TTL）属性(&amp;T)</translation>
    </message>
    <message>
        <source>The time to live attribute name is longer than 255 characters.</source>
        <translation>TTL 属性名称超过 255 个字符。</translation>
    </message>
    <message>
        <source>Partition key name</source>
        <translation>分区键名称</translation>
    </message>
    <message>
        <source>Partition key type</source>
        <translation>分区键类型</translation>
    </message>
    <message>
        <source>Sort key name</source>
        <translation>排序键名称</translation>
    </message>
    <message>
        <source>Sort key type</source>
        <translation>排序键类型</translation>
    </message>
    <message>
        <source>Billing mode</source>
        <translation>计费模式</translation>
    </message>
    <message>
        <source>Read capacity units</source>
        <translation>读取容量单位</translation>
    </message>
    <message>
        <source>Write capacity units</source>
        <translation>写入容量单位</translation>
    </message>
    <message>
        <source>Table &amp;class</source>
        <translation>表类别(&amp;C)</translation>
    </message>
    <message>
        <source>Standard (STANDARD)</source>
        <translation>标准 (STANDARD)</translation>
    </message>
    <message>
        <source>Standard-Infrequent Access (STANDARD_INFREQUENT_ACCESS)</source>
        <translation>标准 - 不频繁访问 (STANDARD_INFREQUENT_ACCESS)</translation>
    </message>
    <message>
        <source>Table class</source>
        <translation>表类别</translation>
    </message>
    <message>
        <source>Standard-Infrequent Access stores for less and reads and writes for more</source>
        <translation>标准 - 不频繁访问：存储更便宜，读写更贵</translation>
    </message>
    <message>
        <source>Warm read units per second</source>
        <translation>预热读取单位/秒</translation>
    </message>
    <message>
        <source>Warm write units per second</source>
        <translation>预热写入单位/秒</translation>
    </message>
    <message>
        <source>default</source>
        <translation>默认</translation>
    </message>
    <message>
        <source>Units per second the table can serve at once (WarmThroughput); default leaves it to the billing mode</source>
        <translation>表可立即承受的每秒单位数 (WarmThroughput)；默认由计费模式决定</translation>
    </message>
    <message>
        <source>Warm reads/s</source>
        <translation>预热读取/秒</translation>
    </message>
    <message>
        <source>writes/s</source>
        <translation>写入/秒</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::DesignApply</name>
    <message>
        <source>Reading %1…</source>
        <translation>正在读取 %1…</translation>
    </message>
    <message>
        <source>Creating table %1…</source>
        <translation>正在创建表 %1…</translation>
    </message>
    <message>
        <source>Loading sample items…</source>
        <translation>正在加载示例项目…</translation>
    </message>
    <message>
        <source>Only a global secondary index can be added to a table.</source>
        <translation>只有全局二级索引可以添加到现有表中。</translation>
    </message>
    <message>
        <source>Creating index %1…</source>
        <translation>正在创建索引 %1…</translation>
    </message>
    <message>
        <source>Table created with its sample items</source>
        <translation>已创建表及其示例项目</translation>
    </message>
    <message>
        <source>Index is ACTIVE</source>
        <translation>索引已处于 ACTIVE 状态</translation>
    </message>
    <message>
        <source>%1 already exists on %2 with another definition, and DynamoDB cannot change an index&apos;s key schema or projection. Delete the index from the table, then apply again.
%3</source>
        <translation>%1 已以其他定义存在于 %2 上，而 DynamoDB 无法更改索引的键架构或投影。请先从表中删除该索引，然后再次应用。
%3</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::DesignDocument</name>
    <message>
        <source>Untitled design</source>
        <translation>未命名设计</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::DesignEntitiesPage</name>
    <message>
        <source>Entity type</source>
        <translation>实体类型</translation>
    </message>
    <message>
        <source>Partition key template</source>
        <translation>分区键模板</translation>
    </message>
    <message>
        <source>Sort key template</source>
        <translation>排序键模板</translation>
    </message>
    <message>
        <source>Index key templates</source>
        <translation>索引键模板</translation>
    </message>
    <message>
        <source>Attributes</source>
        <translation>属性</translation>
    </message>
    <message>
        <source>Sample items</source>
        <translation>示例项目</translation>
    </message>
    <message>
        <source>Add entity type</source>
        <translation>添加实体类型</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Generate sample items</source>
        <translation>生成示例项目</translation>
    </message>
    <message>
        <source>Adds this many items of the selected entity type (of every type when none is selected) from its key templates</source>
        <translation>根据键模板为所选实体类型（未选择时为每种类型）添加此数量的项目</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>数量</translation>
    </message>
    <message>
        <source>Key template</source>
        <translation>键模板</translation>
    </message>
    <message>
        <source>Edit entity type</source>
        <translation>编辑实体类型</translation>
    </message>
    <message>
        <source>Remove entity type</source>
        <translation>删除实体类型</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::DesignIndexesPage</name>
    <message>
        <source>Add index</source>
        <translation>添加索引</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Apply to connection</source>
        <translation>应用到连接</translation>
    </message>
    <message>
        <source>Creates the index on the open connection&apos;s table (UpdateTable), or the table with its sample items when it does not exist</source>
        <translation>在已打开连接的表上创建索引（UpdateTable）；若表不存在，则创建该表及其示例项目</translation>
    </message>
    <message>
        <source> (local)</source>
        <translation>（本地）</translation>
    </message>
    <message>
        <source>Edit index %1</source>
        <translation>编辑索引 %1</translation>
    </message>
    <message>
        <source>Remove index</source>
        <translation>删除索引</translation>
    </message>
    <message>
        <source>No connection is open.</source>
        <translation>没有打开的连接。</translation>
    </message>
    <message>
        <source>✓ %1</source>
        <translation>✓ %1</translation>
    </message>
    <message>
        <source>Apply failed: %1</source>
        <translation>应用失败：%1</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>预览</translation>
    </message>
    <message>
        <source>Multi-attribute alternative</source>
        <translation>多属性替代方案</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 of %Ln item(s) indexed</source>
        <translation>
            <numerusform>%1：已索引 %2 / %Ln 个项目</numerusform>
        </translation>
    </message>
    <message>
        <source>The index keeps its name %1: %2</source>
        <translation>索引保留其名称 %1：%2</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::DesignInstrument</name>
    <message>
        <source>&amp;Design</source>
        <translation>设计(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;New Design</source>
        <translation>新建设计(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Open Design…</source>
        <translation>打开设计(&amp;O)…</translation>
    </message>
    <message>
        <source>Open &amp;Example Design (ecommerce)</source>
        <translation>打开示例设计（ecommerce）(&amp;E)</translation>
    </message>
    <message>
        <source>Open design</source>
        <translation>打开设计</translation>
    </message>
    <message>
        <source>Designs and NoSQL Workbench models (*.tsdesign *.json);;All files (*)</source>
        <translation>设计和 NoSQL Workbench 模型 (*.tsdesign *.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Design from Table</source>
        <translation>从表创建设计</translation>
    </message>
    <message>
        <source>Opens the current table as a design: keys, indexes and entity types guessed from key prefixes</source>
        <translation>将当前表作为设计打开：根据键前缀推测键、索引和实体类型</translation>
    </message>
    <message>
        <source>Open a table first</source>
        <translation>请先打开一个表</translation>
    </message>
    <message>
        <source>Design: %1</source>
        <translation>设计：%1</translation>
    </message>
    <message>
        <source>Open example</source>
        <translation>打开示例</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::DesignItemsPage</name>
    <message>
        <source>Add item…</source>
        <translation>添加项目…</translation>
    </message>
    <message>
        <source>Remove all</source>
        <translation>全部删除</translation>
    </message>
    <message>
        <source>Entity type</source>
        <translation>实体类型</translation>
    </message>
    <message>
        <source>attributes</source>
        <translation>属性</translation>
    </message>
    <message>
        <source>(unknown)</source>
        <translation>（未知）</translation>
    </message>
    <message numerus="yes">
        <source>%n sample items</source>
        <translation>
            <numerusform>%n 个示例项目</numerusform>
        </translation>
    </message>
    <message>
        <source>Add sample item</source>
        <translation>添加示例项目</translation>
    </message>
    <message>
        <source>The item as DynamoDB JSON:</source>
        <translation>以 DynamoDB JSON 表示的项目：</translation>
    </message>
    <message>
        <source>Remove sample items</source>
        <translation>删除示例项目</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::DesignPatternsPage</name>
    <message>
        <source>Query on index %1</source>
        <translation>在索引 %1 上 Query</translation>
    </message>
    <message>
        <source>Query on the table</source>
        <translation>在表上 Query</translation>
    </message>
    <message>
        <source>needs a Scan</source>
        <translation>需要 Scan</translation>
    </message>
    <message>
        <source>write by key</source>
        <translation>按键写入</translation>
    </message>
    <message>
        <source>stream</source>
        <translation>流</translation>
    </message>
    <message>
        <source>refused</source>
        <translation>被拒绝</translation>
    </message>
    <message>
        <source>Access pattern</source>
        <translation>访问模式</translation>
    </message>
    <message>
        <source>Operation</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>Served by</source>
        <translation>服务方式</translation>
    </message>
    <message>
        <source>Key condition</source>
        <translation>键条件</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>Add access pattern…</source>
        <translation>添加访问模式…</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>broke</source>
        <translation>已失效</translation>
    </message>
    <message>
        <source>fixed</source>
        <translation>已修复</translation>
    </message>
    <message>
        <source>now</source>
        <translation>已变更</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot;: %3</source>
        <translation>&quot;%2&quot; %1：%3</translation>
    </message>
    <message>
        <source>Last edit: %1</source>
        <translation>上次编辑：%1</translation>
    </message>
    <message>
        <source>Add access pattern</source>
        <translation>添加访问模式</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>名称：</translation>
    </message>
    <message>
        <source>Operation:</source>
        <translation>操作：</translation>
    </message>
    <message>
        <source>The request (DynamoDB JSON, {parameters} allowed):</source>
        <translation>请求（DynamoDB JSON，允许使用 {parameters}）：</translation>
    </message>
    <message>
        <source>The request is not a JSON object</source>
        <translation>请求不是 JSON 对象</translation>
    </message>
    <message>
        <source>Remove access pattern</source>
        <translation>删除访问模式</translation>
    </message>
    <message>
        <source>Run on sample items</source>
        <translation>在示例项目上运行</translation>
    </message>
    <message>
        <source>Runs the selected pattern, its {parameters} taken from the sample items, on an in-memory table holding them</source>
        <translation>在包含示例项目的内存表上运行所选模式，其 {parameters} 取自示例项目</translation>
    </message>
    <message>
        <source>Run on connection</source>
        <translation>在连接上运行</translation>
    </message>
    <message>
        <source>Runs the selected (reading) pattern on the open connection&apos;s table</source>
        <translation>在已打开连接的表上运行所选（读取）模式</translation>
    </message>
    <message>
        <source>Select an access pattern to run.</source>
        <translation>请选择要运行的访问模式。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is served by the stream: there is nothing to run.</source>
        <translation>&quot;%1&quot;由流提供服务：没有可运行的内容。</translation>
    </message>
    <message>
        <source>No connection is open.</source>
        <translation>没有打开的连接。</translation>
    </message>
    <message>
        <source>the sample items</source>
        <translation>示例项目</translation>
    </message>
    <message>
        <source>Running &quot;%1&quot; on %2…</source>
        <translation>正在 %2 上运行&quot;%1&quot;…</translation>
    </message>
    <message>
        <source>&quot;%1&quot; on %2 failed: %3</source>
        <translation>在 %2 上运行&quot;%1&quot;失败：%3</translation>
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
        <translation>未报告容量</translation>
    </message>
    <message numerus="yes">
        <source>&quot;%1&quot; on %2: %n item(s) returned of %3 read · %4%5</source>
        <translation>
            <numerusform>&quot;%1&quot;（%2）：读取 %3 个，返回 %n 个项目 · %4%5</numerusform>
        </translation>
    </message>
    <message>
        <source> — %1</source>
        <translation> — %1</translation>
    </message>
    <message>
        <source>(no items)</source>
        <translation>（无项目）</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::DesignTab</name>
    <message>
        <source>Entity types</source>
        <translation>实体类型</translation>
    </message>
    <message>
        <source>Indexes</source>
        <translation>索引</translation>
    </message>
    <message>
        <source>Sample items</source>
        <translation>示例项目</translation>
    </message>
    <message>
        <source>Access patterns</source>
        <translation>访问模式</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>导出…</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>表</translation>
    </message>
    <message>
        <source>Save design</source>
        <translation>保存设计</translation>
    </message>
    <message>
        <source>Tablesmith designs (*.tsdesign);;NoSQL Workbench models (*.model.json)</source>
        <translation>Tablesmith 设计 (*.tsdesign);;NoSQL Workbench 模型 (*.model.json)</translation>
    </message>
    <message>
        <source>Export design</source>
        <translation>导出设计</translation>
    </message>
    <message>
        <source>CloudFormation JSON (*.template.json);;CloudFormation YAML (*.yaml);;NoSQL Workbench model (*.model.json)</source>
        <translation>CloudFormation JSON (*.template.json);;CloudFormation YAML (*.yaml);;NoSQL Workbench 模型 (*.model.json)</translation>
    </message>
    <message>
        <source>Partitions</source>
        <translation>分区</translation>
    </message>
    <message>
        <source>Capacity and cost</source>
        <translation>容量与成本</translation>
    </message>
    <message>
        <source>NoSQL Workbench model</source>
        <translation>NoSQL Workbench 模型</translation>
    </message>
    <message>
        <source>The model is saved, but NoSQL Workbench cannot hold all of the design. Save as a Tablesmith design to keep it.

%1</source>
        <translation>模型已保存，但 NoSQL Workbench 无法容纳设计的全部内容。请另存为 Tablesmith 设计以保留全部内容。

%1</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::EntityLegend</name>
    <message>
        <source>Entity types:</source>
        <translation>实体类型：</translation>
    </message>
    <message>
        <source>key separator</source>
        <translation>键分隔符</translation>
    </message>
    <message>
        <source>Entity types are the part of a key before this character</source>
        <translation>实体类型是键中此字符之前的部分</translation>
    </message>
    <message>
        <source>Entity key separator</source>
        <translation>实体键分隔符</translation>
    </message>
    <message>
        <source>Show or hide %1 items (key prefix &quot;%2&quot;)</source>
        <translation>显示或隐藏 %1 项目（键前缀&quot;%2&quot;）</translation>
    </message>
    <message>
        <source>none found</source>
        <translation>未找到</translation>
    </message>
    <message>
        <source>Show or hide %1 items</source>
        <translation>显示或隐藏 %1 项目</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::ExampleLoader</name>
    <message>
        <source>There is no example called &quot;%1&quot;.</source>
        <translation>没有名为&quot;%1&quot;的示例。</translation>
    </message>
    <message>
        <source>The example &quot;%1&quot; has no table in its model.</source>
        <translation>示例&quot;%1&quot;的模型中没有表。</translation>
    </message>
    <message>
        <source>The example &quot;%1&quot; has an unreadable item.</source>
        <translation>示例&quot;%1&quot;中有无法读取的项目。</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::ExplainPanel</name>
    <message>
        <source>After the run</source>
        <translation>运行之后</translation>
    </message>
    <message>
        <source>&lt;p&gt;Suggested index &lt;b&gt;%1&lt;/b&gt;: keys %2, projection %3. %4&lt;/p&gt;</source>
        <translation>&lt;p&gt;建议的索引 &lt;b&gt;%1&lt;/b&gt;：键 %2，投影 %3。%4&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::ExportDialog</name>
    <message>
        <source>Export %1</source>
        <translation>导出 %1</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>表</translation>
    </message>
    <message>
        <source>File to write</source>
        <translation>要写入的文件</translation>
    </message>
    <message>
        <source>From the file&apos;s extension</source>
        <translation>根据文件扩展名</translation>
    </message>
    <message>
        <source>F&amp;ormat</source>
        <translation>格式(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>导出(&amp;E)</translation>
    </message>
    <message>
        <source>Choose a file to write.</source>
        <translation>请选择要写入的文件。</translation>
    </message>
    <message>
        <source>The folder %1 does not exist.</source>
        <translation>文件夹 %1 不存在。</translation>
    </message>
    <message>
        <source>Choose a format, or end the file name in .jsonl, .json or .csv.</source>
        <translation>请选择格式，或让文件名以 .jsonl、.json 或 .csv 结尾。</translation>
    </message>
    <message>
        <source>DynamoDB JSON lines (*.jsonl);;JSON array (*.json);;CSV (*.csv)</source>
        <translation>DynamoDB JSON 行 (*.jsonl);;JSON 数组 (*.json);;CSV (*.csv)</translation>
    </message>
    <message numerus="yes">
        <source>Export %n result(s) from %1</source>
        <translation>
            <numerusform>从 %1 导出 %n 个结果</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::FilterPatternDialog</name>
    <message>
        <source>error</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>never matches</source>
        <translation>永不匹配</translation>
    </message>
    <message>
        <source>%1 at %2: %3</source>
        <translation>%1（位置 %2）：%3</translation>
    </message>
    <message>
        <source>Lambda event filter</source>
        <translation>Lambda 事件筛选</translation>
    </message>
    <message>
        <source>Filter patterns of an event source mapping (up to 5, a record passes when any matches), tried on the live records as Lambda sees them.</source>
        <translation>事件源映射的筛选模式（最多 5 个，任一匹配即通过记录），按 Lambda 所见的形式在实时记录上试用。</translation>
    </message>
    <message>
        <source>Add filter</source>
        <translation>添加筛选器</translation>
    </message>
    <message>
        <source>Remove filter</source>
        <translation>删除筛选器</translation>
    </message>
    <message>
        <source>Example: order status changes</source>
        <translation>示例：订单状态变更</translation>
    </message>
    <message>
        <source>Filter %1</source>
        <translation>筛选器 %1</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::GsiEditor</name>
    <message>
        <source>Global secondary index</source>
        <translation>全局二级索引</translation>
    </message>
    <message>
        <source>Local secondary index</source>
        <translation>本地二级索引</translation>
    </message>
    <message>
        <source>Index name</source>
        <translation>索引名称</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类别</translation>
    </message>
    <message>
        <source>Partition key</source>
        <translation>分区键</translation>
    </message>
    <message>
        <source>Sort key</source>
        <translation>排序键</translation>
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
        <translation>投影</translation>
    </message>
    <message>
        <source>The non-key attributes an INCLUDE projection copies</source>
        <translation>INCLUDE 投影复制的非键属性</translation>
    </message>
    <message>
        <source>Include</source>
        <translation>包含</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::GsiPreview</name>
    <message>
        <source>Entity type</source>
        <translation>实体类型</translation>
    </message>
    <message>
        <source>In index</source>
        <translation>在索引中</translation>
    </message>
    <message>
        <source>Left out</source>
        <translation>未纳入</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>原因</translation>
    </message>
    <message>
        <source> writes/s</source>
        <translation> 次写入/秒</translation>
    </message>
    <message>
        <source>The table&apos;s write rate, spread over the items as in the sample</source>
        <translation>表的写入速率，按示例中的项目分布分摊</translation>
    </message>
    <message>
        <source>Table write rate</source>
        <translation>表写入速率</translation>
    </message>
    <message>
        <source>holds</source>
        <translation>包含</translation>
    </message>
    <message>
        <source>bytes</source>
        <translation>字节</translation>
    </message>
    <message numerus="yes">
        <source>%n entries</source>
        <translation>
            <numerusform>%n 个条目</numerusform>
        </translation>
    </message>
    <message>
        <source>%1/%2</source>
        <translation>%1/%2</translation>
    </message>
    <message>
        <source>%1: %2 WCU per write, %3 when an index key changes</source>
        <translation>%1：每次写入 %2 WCU，索引键更改时 %3 WCU</translation>
    </message>
    <message>
        <source>Cost: %1 stored (%2 projected + 100 bytes × %3 entries)
%4</source>
        <translation>成本：存储 %1（投影 %2 + 100 字节 × %3 个条目）
%4</translation>
    </message>
    <message>
        <source>No entity type writes to this index</source>
        <translation>没有实体类型写入此索引</translation>
    </message>
    <message>
        <source>%1 holds %2% of the index: %3 WCU/s at this rate, throttles above %4 table writes/s%5</source>
        <translation>%1 占索引的 %2%：按此速率为 %3 WCU/秒，表写入超过 %4 次/秒时将被限流%5</translation>
    </message>
    <message>
        <source> — over the 1,000 WCU/s partition limit</source>
        <translation> — 超过每分区 1,000 WCU/秒的限制</translation>
    </message>
    <message>
        <source>Hot partition: none at %1 writes/s</source>
        <translation>热分区：在 %1 次写入/秒时没有</translation>
    </message>
    <message>
        <source>⚠ Hot partitions:
%1</source>
        <translation>⚠ 热分区：
%1</translation>
    </message>
    <message>
        <source>Serves no access pattern yet</source>
        <translation>尚未服务任何访问模式</translation>
    </message>
    <message>
        <source>Serves: %1</source>
        <translation>服务于：%1</translation>
    </message>
    <message numerus="yes">
        <source>Preview: what %1 would hold — %2 of %3 items land in the index (%Ln partition(s))</source>
        <translation>
            <numerusform>预览：%1 将包含的内容 — %3 个项目中有 %2 个进入索引（%Ln 个分区）</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 without a key attribute (%2)</source>
        <translation>%1 个缺少键属性（%2）</translation>
    </message>
    <message>
        <source>%1 of the wrong key type (%2)</source>
        <translation>%1 个键类型错误（%2）</translation>
    </message>
    <message>
        <source>%1 with an empty key (%2)</source>
        <translation>%1 个键为空（%2）</translation>
    </message>
    <message>
        <source>&quot;%1&quot; ✗ not served: %2</source>
        <translation>“%1” ✗ 未服务：%2</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::HeatHistogram</name>
    <message>
        <source>Partition key · items (dark) and bytes (light), hottest first</source>
        <translation>分区键 · 项目数（深色）和字节数（浅色），最热的在前</translation>
    </message>
    <message numerus="yes">
        <source>%Ln item(s) · %1 · %2 RCU/s · %3 WCU/s</source>
        <translation>
            <numerusform>%Ln 个项目 · %1 · %2 RCU/秒 · %3 WCU/秒</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::ImportDialog</name>
    <message>
        <source>Import</source>
        <translation>导入</translation>
    </message>
    <message>
        <source>File to import</source>
        <translation>要导入的文件</translation>
    </message>
    <message>
        <source>Detect from the file</source>
        <translation>根据文件检测</translation>
    </message>
    <message>
        <source>F&amp;ormat</source>
        <translation>格式(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Table</source>
        <translation>表(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Skip bad lines and load the rest</source>
        <translation>跳过错误行并加载其余内容(&amp;S)</translation>
    </message>
    <message>
        <source>Load &amp;nothing if any line is bad</source>
        <translation>若有任何错误行则不加载(&amp;N)</translation>
    </message>
    <message>
        <source>Bad lines</source>
        <translation>错误行</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>导入(&amp;I)</translation>
    </message>
    <message>
        <source>Choose a file to import.</source>
        <translation>请选择要导入的文件。</translation>
    </message>
    <message>
        <source>%1 is not a readable file.</source>
        <translation>%1 不是可读的文件。</translation>
    </message>
    <message>
        <source>Choose the table to load into (create it first).</source>
        <translation>请选择要加载到的表（请先创建）。</translation>
    </message>
    <message>
        <source>Table data (*.jsonl *.ndjson *.json *.csv);;All files (*)</source>
        <translation>表数据 (*.jsonl *.ndjson *.json *.csv);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Tablesmith cannot tell the format of %1 from its name or its first lines: choose one in the Format box.</source>
        <translation>Tablesmith 无法根据名称或前几行判断 %1 的格式：请在“格式”框中选择一种。</translation>
    </message>
    <message>
        <source>Looking for items the model would replace…</source>
        <translation>正在查找模型将替换的项目…</translation>
    </message>
    <message>
        <source>1 item in %1 already exists with the same keys as an item of the model. Importing replaces it. Import anyway?</source>
        <translation>%1 中已有 1 个项目与模型中的项目键相同。导入将替换该项目。仍要导入吗？</translation>
    </message>
    <message>
        <source>%1 items in %2 already exist with the same keys as items of the model. Importing replaces them. Import anyway?</source>
        <translation>%2 中已有 %1 个项目与模型中的项目键相同。导入将替换这些项目。仍要导入吗？</translation>
    </message>
    <message>
        <source>Replace existing items?</source>
        <translation>替换现有项目？</translation>
    </message>
    <message>
        <source>Nothing was imported: the items in %1 stay as they are.</source>
        <translation>未导入任何内容：%1 中的项目保持不变。</translation>
    </message>
    <message>
        <source>Created %1.</source>
        <translation>已创建 %1。</translation>
    </message>
    <message>
        <source>Wrote to %1, which existed already.</source>
        <translation>已写入 %1（该表之前已存在）。</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::IndexTable</name>
    <message>
        <source>Kind</source>
        <translation>类别</translation>
    </message>
    <message>
        <source>Index name</source>
        <translation>索引名称</translation>
    </message>
    <message>
        <source>Partition key</source>
        <translation>分区键</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Sort key</source>
        <translation>排序键</translation>
    </message>
    <message>
        <source>Projection</source>
        <translation>投影</translation>
    </message>
    <message>
        <source>Projected attributes</source>
        <translation>投影的属性</translation>
    </message>
    <message>
        <source>Secondary indexes</source>
        <translation>二级索引</translation>
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
        <translation>全局</translation>
    </message>
    <message>
        <source>Local</source>
        <translation>本地</translation>
    </message>
    <message>
        <source>All attributes</source>
        <translation>所有属性</translation>
    </message>
    <message>
        <source>Keys only</source>
        <translation>仅键</translation>
    </message>
    <message>
        <source>Include…</source>
        <translation>包含…</translation>
    </message>
    <message>
        <source>Index %1: the name needs 3 to 255 letters, digits, &apos;_&apos;, &apos;-&apos; or &apos;.&apos;.</source>
        <translation>索引 %1：名称需要 3 到 255 个字母、数字、&apos;_&apos;、&apos;-&apos; 或 &apos;.&apos;。</translation>
    </message>
    <message>
        <source>Index %1: another index is called %2.</source>
        <translation>索引 %1：另一个索引已命名为 %2。</translation>
    </message>
    <message>
        <source>Index %1: the partition key needs a name.</source>
        <translation>索引 %1：分区键需要名称。</translation>
    </message>
    <message>
        <source>Index %1: a local index needs a table with a sort key.</source>
        <translation>索引 %1：本地索引需要有排序键的表。</translation>
    </message>
    <message>
        <source>Index %1: a local index needs its own sort key.</source>
        <translation>索引 %1：本地索引需要自己的排序键。</translation>
    </message>
    <message>
        <source>Index %1: a local index sorts by another attribute than the table.</source>
        <translation>索引 %1：本地索引应按与表不同的属性排序。</translation>
    </message>
    <message>
        <source>Index %1: name the attributes to include, separated by commas.</source>
        <translation>索引 %1：请列出要包含的属性，以逗号分隔。</translation>
    </message>
    <message>
        <source>Index %1: key types are S, N or B.</source>
        <translation>索引 %1：键类型只能是 S、N 或 B。</translation>
    </message>
    <message>
        <source>Index %1: %2 is already a key of type %3.</source>
        <translation>索引 %1：%2 已经是类型为 %3 的键。</translation>
    </message>
    <message>
        <source>A table has at most %1 global secondary indexes.</source>
        <translation>一个表最多有 %1 个全局二级索引。</translation>
    </message>
    <message>
        <source>A table has at most %1 local secondary indexes.</source>
        <translation>一个表最多有 %1 个本地二级索引。</translation>
    </message>
    <message>
        <source>Indexes project at most %1 attributes in all; these project %2.</source>
        <translation>所有索引总共最多投影 %1 个属性；当前投影 %2 个。</translation>
    </message>
    <message>
        <source>default</source>
        <translation>默认</translation>
    </message>
    <message>
        <source>Warm reads/s</source>
        <translation>预热读取/秒</translation>
    </message>
    <message>
        <source>Warm writes/s</source>
        <translation>预热写入/秒</translation>
    </message>
    <message>
        <source>Read units per second the index can serve at once (WarmThroughput)</source>
        <translation>索引可立即承受的每秒读取单位数 (WarmThroughput)</translation>
    </message>
    <message>
        <source>Write units per second the index can serve at once (WarmThroughput)</source>
        <translation>索引可立即承受的每秒写入单位数 (WarmThroughput)</translation>
    </message>
    <message>
        <source>Warm read units per second</source>
        <translation>预热读取单位/秒</translation>
    </message>
    <message>
        <source>Warm write units per second</source>
        <translation>预热写入单位/秒</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::ItemActions</name>
    <message>
        <source>&amp;New Item…</source>
        <translation>新建项目(&amp;N)…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+N</source>
        <translation>Ctrl+Shift+N</translation>
    </message>
    <message>
        <source>&amp;Edit Item…</source>
        <translation>编辑项目(&amp;E)…</translation>
    </message>
    <message>
        <source>D&amp;uplicate Item…</source>
        <translation>复制为新项目(&amp;U)…</translation>
    </message>
    <message>
        <source>Ctrl+D</source>
        <translation>Ctrl+D</translation>
    </message>
    <message>
        <source>&amp;Delete Items…</source>
        <translation>删除项目(&amp;D)…</translation>
    </message>
    <message>
        <source>Copy as &amp;DynamoDB JSON</source>
        <translation>复制为 DynamoDB JSON(&amp;D)</translation>
    </message>
    <message>
        <source>Copy as &amp;Plain JSON</source>
        <translation>复制为普通 JSON(&amp;P)</translation>
    </message>
    <message>
        <source>Ctrl+Shift+C</source>
        <translation>Ctrl+Shift+C</translation>
    </message>
    <message>
        <source>Copy as &amp;AWS CLI Command</source>
        <translation>复制为 AWS CLI 命令(&amp;A)</translation>
    </message>
    <message>
        <source>Ctrl+Alt+C</source>
        <translation>Ctrl+Alt+C</translation>
    </message>
    <message>
        <source>Edit item</source>
        <translation>编辑项目</translation>
    </message>
    <message>
        <source>Create item</source>
        <translation>创建项目</translation>
    </message>
    <message>
        <source>Delete items</source>
        <translation>删除项目</translation>
    </message>
    <message>
        <source>Delete 1 item from %1?</source>
        <translation>从 %1 删除 1 个项目？</translation>
    </message>
    <message>
        <source>Delete %1 items from %2?</source>
        <translation>从 %2 删除 %1 个项目？</translation>
    </message>
    <message>
        <source>You can undo this with Edit → Undo.</source>
        <translation>可以通过“编辑 → 撤销”撤回此操作。</translation>
    </message>
    <message>
        <source>Delete 1 item</source>
        <translation>删除 1 个项目</translation>
    </message>
    <message>
        <source>Delete %1 items</source>
        <translation>删除 %1 个项目</translation>
    </message>
    <message>
        <source>Deleted 1 item</source>
        <translation>已删除 1 个项目</translation>
    </message>
    <message>
        <source>Deleted %1 items</source>
        <translation>已删除 %1 个项目</translation>
    </message>
    <message>
        <source>Delete failed: %1</source>
        <translation>删除失败：%1</translation>
    </message>
    <message>
        <source>Undo failed: %1</source>
        <translation>撤销失败：%1</translation>
    </message>
    <message>
        <source>Deleting %1 items…</source>
        <translation>正在删除 %1 个项目…</translation>
    </message>
    <message>
        <source>Delete cancelled: %1 of %2 items deleted</source>
        <translation>删除已取消：已删除 %1 / %2 个项目</translation>
    </message>
    <message>
        <source># Serve the DynamoDB API first (Serve DynamoDB API): this database is not served yet, and %1 is where it would be.</source>
        <translation># 请先提供 DynamoDB API（提供 DynamoDB API）：此数据库尚未提供服务，提供后的地址将是 %1。</translation>
    </message>
    <message>
        <source>Copied: serve the DynamoDB API on port %1 before running it.</source>
        <translation>已复制：运行前请先在端口 %1 上提供 DynamoDB API。</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::ItemDetailsDock</name>
    <message>
        <source>Item details</source>
        <translation>项目详情</translation>
    </message>
    <message>
        <source>No item selected</source>
        <translation>未选择项目</translation>
    </message>
    <message>
        <source>Item attributes</source>
        <translation>项目属性</translation>
    </message>
    <message>
        <source>Select a value to see it in full</source>
        <translation>选择一个值以查看完整内容</translation>
    </message>
    <message>
        <source>Selected value</source>
        <translation>所选值</translation>
    </message>
    <message>
        <source>%1 bytes, base64:</source>
        <translation>%1 字节，base64：</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::ItemEditorDialog</name>
    <message>
        <source>Edit item — %1</source>
        <translation>编辑项目 — %1</translation>
    </message>
    <message>
        <source>New item — %1</source>
        <translation>新建项目 — %1</translation>
    </message>
    <message>
        <source>Item text</source>
        <translation>项目文本</translation>
    </message>
    <message>
        <source>Saving checks that nobody changed the item meanwhile.</source>
        <translation>保存时会检查期间没有其他人修改该项目。</translation>
    </message>
    <message>
        <source>Saving fails if an item with this key exists.</source>
        <translation>如果已存在此键的项目，保存将失败。</translation>
    </message>
    <message>
        <source>DynamoDB JSON</source>
        <translation>DynamoDB JSON</translation>
    </message>
    <message>
        <source>Plain JSON</source>
        <translation>普通 JSON</translation>
    </message>
    <message>
        <source>Plain JSON has no sets, binary or exact numbers</source>
        <translation>普通 JSON 没有集合、二进制或精确数字</translation>
    </message>
    <message>
        <source>Current item in the table</source>
        <translation>表中的当前项目</translation>
    </message>
    <message>
        <source>Overwrite with mine</source>
        <translation>用我的内容覆盖</translation>
    </message>
    <message>
        <source>Reload theirs</source>
        <translation>重新加载对方的内容</translation>
    </message>
    <message>
        <source>Plain JSON cannot keep every type; saving from it stores:</source>
        <translation>普通 JSON 无法保留所有类型；从中保存将存储为：</translation>
    </message>
    <message>
        <source>&lt;b&gt;Deleted or created meanwhile.&lt;/b&gt; The table no longer holds the item you loaded.</source>
        <translation>&lt;b&gt;期间已被删除或创建。&lt;/b&gt;表中已不再是您加载的项目。</translation>
    </message>
    <message>
        <source>Line %1, column %2: %3</source>
        <translation>第 %1 行，第 %2 列：%3</translation>
    </message>
    <message>
        <source>&lt;b&gt;Yours&lt;/b&gt;, not saved</source>
        <translation>&lt;b&gt;您的内容&lt;/b&gt;，未保存</translation>
    </message>
    <message>
        <source>Form</source>
        <translation>表单</translation>
    </message>
    <message>
        <source>Each attribute with its type and value; maps and lists as a tree</source>
        <translation>每个属性及其类型和值；映射和列表显示为树</translation>
    </message>
    <message>
        <source>Add &amp;attribute</source>
        <translation>添加属性(&amp;A)</translation>
    </message>
    <message>
        <source>Add e&amp;lement</source>
        <translation>添加元素(&amp;L)</translation>
    </message>
    <message>
        <source>Adds a member to the selected map, list or set</source>
        <translation>向所选映射、列表或集合添加成员</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>删除(&amp;R)</translation>
    </message>
    <message>
        <source>Theirs is on the right.</source>
        <translation>对方的内容在右侧。</translation>
    </message>
    <message>
        <source>Discard your changes to this item?</source>
        <translation>放弃对此项目的更改？</translation>
    </message>
    <message>
        <source>They have not been saved to %1.</source>
        <translation>这些更改尚未保存到 %1。</translation>
    </message>
    <message>
        <source>Discard changes</source>
        <translation>放弃更改</translation>
    </message>
    <message>
        <source>Keep editing</source>
        <translation>继续编辑</translation>
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
        <translation>类型</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <source>Item attributes as a form</source>
        <translation>表单形式的项目属性</translation>
    </message>
    <message>
        <source>{%1 attributes}</source>
        <translation>{%1 个属性}</translation>
    </message>
    <message>
        <source>%1 elements</source>
        <translation>%1 个元素</translation>
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
        <translation>属性 %1 需要名称。</translation>
    </message>
    <message>
        <source>%1 appears twice.</source>
        <translation>%1 出现了两次。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number: %2</source>
        <translation>&quot;%1&quot;不是数字：%2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not base64: %2</source>
        <translation>&quot;%1&quot;不是有效的 base64：%2</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::KeyAttributeList</name>
    <message>
        <source>Add attribute</source>
        <translation>添加属性</translation>
    </message>
    <message>
        <source>A multi-attribute key: up to four attributes, compared left to right</source>
        <translation>多属性键：最多四个属性，从左到右比较</translation>
    </message>
    <message>
        <source>An attribute the entity types or sample items use</source>
        <translation>实体类型或示例项使用的属性</translation>
    </message>
    <message>
        <source>The attribute&apos;s type: items where it has another type are left out of the index</source>
        <translation>属性的类型：该属性为其他类型的项不会进入索引</translation>
    </message>
    <message>
        <source>Compare this attribute earlier</source>
        <translation>更早比较此属性</translation>
    </message>
    <message>
        <source>Compare this attribute later</source>
        <translation>更晚比较此属性</translation>
    </message>
    <message>
        <source>Remove this attribute</source>
        <translation>删除此属性</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::KeySearch</name>
    <message>
        <source>Find partition key…</source>
        <translation>查找分区键…</translation>
    </message>
    <message>
        <source>Partition key to find</source>
        <translation>要查找的分区键</translation>
    </message>
    <message>
        <source>exact (Query)</source>
        <translation>精确（Query）</translation>
    </message>
    <message>
        <source>prefix (Scan)</source>
        <translation>前缀（Scan）</translation>
    </message>
    <message>
        <source>How the partition key matches</source>
        <translation>分区键的匹配方式</translation>
    </message>
    <message>
        <source>Partition keys are hashed, so a Query cannot take a prefix: a prefix reads the whole table with a Scan and a begins_with filter</source>
        <translation>分区键经过哈希处理，因此 Query 无法按前缀查找：前缀查找会使用 Scan 和 begins_with 筛选读取整个表</translation>
    </message>
    <message>
        <source>A prefix needs a Scan with begins_with: it reads the whole table.</source>
        <translation>前缀查找需要带 begins_with 的 Scan：它会读取整个表。</translation>
    </message>
    <message>
        <source>Find %1…</source>
        <translation>查找 %1…</translation>
    </message>
    <message>
        <source>begins_with takes strings and binary values, not numbers.</source>
        <translation>begins_with 只接受字符串和二进制值，不接受数字。</translation>
    </message>
    <message>
        <source>Scanning the whole table for %1 beginning with &quot;%2&quot;…</source>
        <translation>正在扫描整个表，查找以&quot;%2&quot;开头的 %1…</translation>
    </message>
    <message>
        <source>No partition %1 (Query).</source>
        <translation>没有分区 %1（Query）。</translation>
    </message>
    <message>
        <source>Found partition %1 (Query).</source>
        <translation>已找到分区 %1（Query）。</translation>
    </message>
    <message>
        <source>No partition key begins with &quot;%1&quot; (Scan read %2 items).</source>
        <translation>没有以&quot;%1&quot;开头的分区键（Scan 读取了 %2 个项目）。</translation>
    </message>
    <message>
        <source>1 partition begins with &quot;%1&quot;: %2 (Scan read %3 items).</source>
        <translation>1 个分区以&quot;%1&quot;开头：%2（Scan 读取了 %3 个项目）。</translation>
    </message>
    <message>
        <source>%1 partitions begin with &quot;%2&quot;: %3 (Scan read %4 items).</source>
        <translation>%1 个分区以&quot;%2&quot;开头：%3（Scan 读取了 %4 个项目）。</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::MainWindow</name>
    <message>
        <source>No table open</source>
        <translation>没有打开的表</translation>
    </message>
    <message>
        <source>Double-click a table in Connections to browse its items.</source>
        <translation>在“连接”中双击一个表以浏览其项目。</translation>
    </message>
    <message>
        <source>Tablesmith</source>
        <translation>Tablesmith</translation>
    </message>
    <message>
        <source>&amp;Open Database…</source>
        <translation>打开数据库(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;New In-Memory Database</source>
        <translation>新建内存数据库(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Refresh Tables</source>
        <translation>刷新表(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Serve DynamoDB API on localhost</source>
        <translation>在 localhost 上提供 DynamoDB API(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;About Tablesmith</source>
        <translation>关于 Tablesmith(&amp;A)</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>关于 Qt(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Server</source>
        <translation>服务器(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>Tablesmith — %1</source>
        <translation>Tablesmith — %1</translation>
    </message>
    <message>
        <source>embedded · %1</source>
        <translation>嵌入式 · %1</translation>
    </message>
    <message>
        <source>Example not loaded</source>
        <translation>示例未加载</translation>
    </message>
    <message>
        <source>No database is open.</source>
        <translation>没有打开的数据库。</translation>
    </message>
    <message>
        <source>Cannot serve the DynamoDB API</source>
        <translation>无法提供 DynamoDB API</translation>
    </message>
    <message>
        <source>serving on %1</source>
        <translation>正在 %1 上提供服务</translation>
    </message>
    <message>
        <source>AWS CLI: aws dynamodb list-tables --endpoint-url http://%1</source>
        <translation>AWS CLI：aws dynamodb list-tables --endpoint-url http://%1</translation>
    </message>
    <message>
        <source>Open Database</source>
        <translation>打开数据库</translation>
    </message>
    <message>
        <source>Tablesmith databases (*.tsdb *.db *.sqlite);;All files (*)</source>
        <translation>Tablesmith 数据库 (*.tsdb *.db *.sqlite);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Cannot open the database</source>
        <translation>无法打开数据库</translation>
    </message>
    <message>
        <source>Cannot create the database</source>
        <translation>无法创建数据库</translation>
    </message>
    <message>
        <source>About Tablesmith</source>
        <translation>关于 Tablesmith</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Tablesmith %1&lt;/h3&gt;&lt;p&gt;A desktop workbench for DynamoDB-style tables, with an embedded DynamoDB-compatible engine.&lt;/p&gt;&lt;p&gt;Design key schemas, browse items by partition, and serve the DynamoDB API on localhost for the AWS CLI and SDKs.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Tablesmith %1&lt;/h3&gt;&lt;p&gt;面向 DynamoDB 风格表的桌面工作台，内置兼容 DynamoDB 的引擎。&lt;/p&gt;&lt;p&gt;设计键架构，按分区浏览项目，并在 localhost 上为 AWS CLI 和 SDK 提供 DynamoDB API。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Tablesmith could not listen on 127.0.0.1:%1.</source>
        <translation>Tablesmith 无法在 127.0.0.1:%1 上监听。</translation>
    </message>
    <message>
        <source>&amp;Delete Table…</source>
        <translation>删除表(&amp;D)…</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Table</source>
        <translation>表(&amp;T)</translation>
    </message>
    <message>
        <source>Delete table</source>
        <translation>删除表</translation>
    </message>
    <message>
        <source>Delete the table %1 and every item in it? This cannot be undone.</source>
        <translation>删除表 %1 及其中所有项目？此操作无法撤销。</translation>
    </message>
    <message>
        <source>Table not deleted</source>
        <translation>表未删除</translation>
    </message>
    <message>
        <source>&amp;Connect to Endpoint…</source>
        <translation>连接到端点(&amp;C)…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+O</source>
        <translation>Ctrl+Shift+O</translation>
    </message>
    <message>
        <source>Browse tables on AWS, DynamoDB Local or a tablesmith-server</source>
        <translation>浏览 AWS、DynamoDB Local 或 tablesmith-server 上的表</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Cannot connect</source>
        <translation>无法连接</translation>
    </message>
    <message>
        <source>remote · %1</source>
        <translation>远程 · %1</translation>
    </message>
    <message>
        <source>Calls from the table in front go to %1.</source>
        <translation>前台表的调用发送到 %1。</translation>
    </message>
    <message>
        <source>&amp;Query</source>
        <translation>查询(&amp;Q)</translation>
    </message>
    <message>
        <source>St&amp;ream</source>
        <translation>流(&amp;R)</translation>
    </message>
    <message>
        <source>New &amp;Database…</source>
        <translation>新建数据库(&amp;D)…</translation>
    </message>
    <message>
        <source>%1 cannot be opened.</source>
        <translation>无法打开 %1。</translation>
    </message>
    <message>
        <source>Database in use</source>
        <translation>数据库正在使用</translation>
    </message>
    <message>
        <source>%1 is open in another Tablesmith process (pid %2), which serves it at %3.</source>
        <translation>%1 已在另一个 Tablesmith 进程（pid %2）中打开，该进程在 %3 上提供服务。</translation>
    </message>
    <message>
        <source>A database file is used by one process at a time. Connect to that process instead, to browse and edit the same tables through it?</source>
        <translation>一个数据库文件同一时间只能由一个进程使用。是否改为连接到该进程，通过它浏览和编辑相同的表？</translation>
    </message>
    <message>
        <source>Connect to %1</source>
        <translation>连接到 %1</translation>
    </message>
    <message>
        <source>Replace the served database?</source>
        <translation>替换正在提供服务的数据库？</translation>
    </message>
    <message>
        <source>The DynamoDB API of %1 is served at %2.</source>
        <translation>%1 的 DynamoDB API 正在 %2 上提供服务。</translation>
    </message>
    <message>
        <source>Clients of %1 (the AWS CLI, SDKs, other tools) will see the new database instead, from their next request on.</source>
        <translation>%1 的客户端（AWS CLI、SDK、其他工具）将从下一个请求开始改为看到新数据库。</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>替换</translation>
    </message>
    <message>
        <source>New Database</source>
        <translation>新建数据库</translation>
    </message>
    <message>
        <source>%1 is already open.</source>
        <translation>%1 已打开。</translation>
    </message>
    <message>
        <source>Create a new database?</source>
        <translation>创建新数据库？</translation>
    </message>
    <message>
        <source>%1 does not exist.</source>
        <translation>%1 不存在。</translation>
    </message>
    <message>
        <source>Create a new, empty database there?</source>
        <translation>在该位置创建新的空数据库？</translation>
    </message>
    <message>
        <source>Create</source>
        <translation>创建</translation>
    </message>
    <message>
        <source>Open the existing file?</source>
        <translation>打开现有文件？</translation>
    </message>
    <message>
        <source>%1 already exists.</source>
        <translation>%1 已存在。</translation>
    </message>
    <message>
        <source>Open it instead of creating a new database?</source>
        <translation>是否打开该文件，而不是创建新数据库？</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>打开</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::MultiAttributeView</name>
    <message>
        <source>As designed (concatenated)</source>
        <translation>当前设计（拼接）</translation>
    </message>
    <message>
        <source>Multi-attribute key</source>
        <translation>多属性键</translation>
    </message>
    <message>
        <source>Entity type</source>
        <translation>实体类型</translation>
    </message>
    <message>
        <source>In the alternative</source>
        <translation>在替代方案中</translation>
    </message>
    <message>
        <source>Why not</source>
        <translation>未纳入原因</translation>
    </message>
    <message>
        <source>Access pattern</source>
        <translation>访问模式</translation>
    </message>
    <message>
        <source>Key condition now</source>
        <translation>当前键条件</translation>
    </message>
    <message>
        <source>On the parts</source>
        <translation>基于组成部分</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>The multi-attribute alternative to %1, %2</source>
        <translation>%1 的多属性替代方案，%2</translation>
    </message>
    <message>
        <source>No multi-attribute alternative to %1: %2</source>
        <translation>%1 没有多属性替代方案：%2</translation>
    </message>
    <message>
        <source>Partition key</source>
        <translation>分区键</translation>
    </message>
    <message>
        <source>Sort key</source>
        <translation>排序键</translation>
    </message>
    <message>
        <source>Items held</source>
        <translation>包含的项目</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>%1 of %2 as the items are; %3 once they carry the parts</source>
        <translation>按项目现状为 %1 / %2；项目带上组成部分后为 %3</translation>
    </message>
    <message>
        <source>Partitions</source>
        <translation>分区</translation>
    </message>
    <message>
        <source>Written by the application</source>
        <translation>由应用程序写入</translation>
    </message>
    <message>
        <source>the concatenated keys, kept in step with their parts</source>
        <translation>拼接键，需与其组成部分保持同步</translation>
    </message>
    <message>
        <source>nothing extra</source>
        <translation>无额外内容</translation>
    </message>
    <message>
        <source>nothing extra; %1 no longer needed</source>
        <translation>无额外内容；不再需要 %1</translation>
    </message>
    <message>
        <source>%1/%2</source>
        <translation>%1/%2</translation>
    </message>
    <message>
        <source>the same items, once they carry the parts</source>
        <translation>相同的项目（项目带上组成部分后）</translation>
    </message>
    <message>
        <source>⚠ %1</source>
        <translation>⚠ %1</translation>
    </message>
    <message>
        <source>No access pattern queries this index</source>
        <translation>没有访问模式查询此索引</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::OperationFormWidget</name>
    <message>
        <source>Filter</source>
        <translation>筛选</translation>
    </message>
    <message>
        <source>Condition</source>
        <translation>条件</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>目标</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>表</translation>
    </message>
    <message>
        <source>(the table itself)</source>
        <translation>（表本身）</translation>
    </message>
    <message>
        <source>Key: %1 (%2)</source>
        <translation>键：%1（%2）</translation>
    </message>
    <message>
        <source>Key: %1 (%2), %3 (%4)</source>
        <translation>键：%1（%2），%3（%4）</translation>
    </message>
    <message>
        <source>Index</source>
        <translation>索引</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>键</translation>
    </message>
    <message>
        <source>Pick a table to see its key.</source>
        <translation>选择一个表以查看其键。</translation>
    </message>
    <message>
        <source>Key condition</source>
        <translation>键条件</translation>
    </message>
    <message>
        <source>(any)</source>
        <translation>（任意）</translation>
    </message>
    <message>
        <source>and</source>
        <translation>和</translation>
    </message>
    <message>
        <source>Item (DynamoDB JSON)</source>
        <translation>项目（DynamoDB JSON）</translation>
    </message>
    <message>
        <source>Update actions</source>
        <translation>更新动作</translation>
    </message>
    <message>
        <source>Remove this action</source>
        <translation>删除此动作</translation>
    </message>
    <message>
        <source>+ Action</source>
        <translation>+ 动作</translation>
    </message>
    <message>
        <source>Projection</source>
        <translation>投影</translation>
    </message>
    <message>
        <source>every attribute; or e.g. name, email, address.city</source>
        <translation>所有属性；或例如 name, email, address.city</translation>
    </message>
    <message>
        <source>Pick…</source>
        <translation>选择…</translation>
    </message>
    <message>
        <source>(default)</source>
        <translation>（默认）</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>选项</translation>
    </message>
    <message>
        <source>Ascending (ScanIndexForward)</source>
        <translation>升序（ScanIndexForward）</translation>
    </message>
    <message>
        <source>Descending</source>
        <translation>降序</translation>
    </message>
    <message>
        <source>Direction</source>
        <translation>方向</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>无限制</translation>
    </message>
    <message>
        <source>Limit</source>
        <translation>限制</translation>
    </message>
    <message>
        <source>Select</source>
        <translation>Select</translation>
    </message>
    <message>
        <source>Strongly consistent read</source>
        <translation>强一致性读取</translation>
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
        <translation>整个表</translation>
    </message>
    <message>
        <source>of</source>
        <translation>/</translation>
    </message>
    <message>
        <source>Segment</source>
        <translation>段</translation>
    </message>
    <message>
        <source>ReturnValues</source>
        <translation>ReturnValues</translation>
    </message>
    <message>
        <source>On failed condition</source>
        <translation>条件失败时</translation>
    </message>
    <message>
        <source>Consumed capacity</source>
        <translation>消耗的容量</translation>
    </message>
    <message>
        <source>Items to read</source>
        <translation>要读取的项目</translation>
    </message>
    <message>
        <source>Writes</source>
        <translation>写入</translation>
    </message>
    <message>
        <source>Entry %1</source>
        <translation>条目 %1</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>+ Entry</source>
        <translation>+ 条目</translation>
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
        <translation>+ 参数</translation>
    </message>
    <message>
        <source>Remove statement</source>
        <translation>删除语句</translation>
    </message>
    <message>
        <source>+ Statement</source>
        <translation>+ 语句</translation>
    </message>
    <message>
        <source>PartiQL statement</source>
        <translation>PartiQL 语句</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::OperationLibrary</name>
    <message>
        <source>&lt;b&gt;Saved operations&lt;/b&gt; — drag to reorder, double-click to rename</source>
        <translation>&lt;b&gt;已保存的操作&lt;/b&gt; — 拖动可重新排序，双击可重命名</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>打开</translation>
    </message>
    <message>
        <source>Run…</source>
        <translation>运行…</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>&lt;b&gt;History&lt;/b&gt; — double-click to open</source>
        <translation>&lt;b&gt;历史记录&lt;/b&gt; — 双击可打开</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::OrderStatusView</name>
    <message>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>Order</source>
        <translation>订单</translation>
    </message>
    <message>
        <source>Old status</source>
        <translation>旧状态</translation>
    </message>
    <message>
        <source>New status</source>
        <translation>新状态</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::PartitionHeatView</name>
    <message>
        <source> reads/s</source>
        <translation> 次读取/秒</translation>
    </message>
    <message>
        <source> writes/s</source>
        <translation> 次写入/秒</translation>
    </message>
    <message>
        <source>× </source>
        <translation>× </translation>
    </message>
    <message>
        <source>Items in production per sample item: scales bytes and item collections</source>
        <translation>生产环境中每个示例项目对应的项目数：按比例放大字节数和项目集合</translation>
    </message>
    <message>
        <source>Strongly consistent</source>
        <translation>强一致性</translation>
    </message>
    <message>
        <source>Partitions of</source>
        <translation>分区所属</translation>
    </message>
    <message>
        <source>Scale</source>
        <translation>比例</translation>
    </message>
    <message>
        <source>table %1</source>
        <translation>表 %1</translation>
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
        <translation>%1：%2 RCU/秒，超过每分区 3,000 RCU/秒的限制</translation>
    </message>
    <message>
        <source>%1: %2 WCU/s, past the 1,000 WCU/s partition limit</source>
        <translation>%1：%2 WCU/秒，超过每分区 1,000 WCU/秒的限制</translation>
    </message>
    <message>
        <source>%1: item collection %2 of the 10 GB an LSI allows</source>
        <translation>%1：项目集合 %2，LSI 允许的上限为 10 GB</translation>
    </message>
    <message>
        <source>No partition past DynamoDB&apos;s limits at these rates.</source>
        <translation>在这些速率下，没有分区超过 DynamoDB 的限制。</translation>
    </message>
    <message>
        <source>⚠ %1</source>
        <translation>⚠ %1</translation>
    </message>
    <message>
        <source>%1 · %2 · %3 — reads and writes spread as the sample does, plus the access patterns&apos; rates</source>
        <translation>%1 · %2 · %3 — 读写按示例的分布分摊，并加上访问模式的速率</translation>
    </message>
    <message numerus="yes">
        <source>%Ln partition(s)</source>
        <translation>
            <numerusform>%Ln 个分区</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln item(s)</source>
        <translation>
            <numerusform>%Ln 个项目</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::PatternRunner</name>
    <message>
        <source>Writes run only on the sample items, never on a live table.</source>
        <translation>写入只在示例项目上运行，绝不会在实时表上运行。</translation>
    </message>
    <message>
        <source>sample items</source>
        <translation>示例项目</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::QueryBuilder</name>
    <message>
        <source>Form</source>
        <translation>表单</translation>
    </message>
    <message>
        <source>Saved &amp;&amp; history</source>
        <translation>已保存与历史记录</translation>
    </message>
    <message>
        <source>&lt;b&gt;Request&lt;/b&gt; (DynamoDB JSON — edit either side)</source>
        <translation>&lt;b&gt;请求&lt;/b&gt;（DynamoDB JSON — 可编辑任一侧）</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>Send the request (Ctrl+Enter)</source>
        <translation>发送请求（Ctrl+Enter）</translation>
    </message>
    <message>
        <source>Next page</source>
        <translation>下一页</translation>
    </message>
    <message>
        <source>All pages</source>
        <translation>所有页</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>保存…</translation>
    </message>
    <message>
        <source>Save the operation; {name} in a value becomes a parameter</source>
        <translation>保存操作；值中的 {name} 将成为参数</translation>
    </message>
    <message>
        <source>Operation</source>
        <translation>操作</translation>
    </message>
    <message>
        <source>Not run yet.</source>
        <translation>尚未运行。</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Response</source>
        <translation>响应</translation>
    </message>
    <message>
        <source>Save operation</source>
        <translation>保存操作</translation>
    </message>
    <message>
        <source>Name (use {parameter} in values to ask for them when run):</source>
        <translation>名称（在值中使用 {parameter}，运行时会询问其值）：</translation>
    </message>
    <message>
        <source>Fix the marked fields first: %1</source>
        <translation>请先修正标记的字段：%1</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>已取消</translation>
    </message>
    <message>
        <source>Running…</source>
        <translation>正在运行…</translation>
    </message>
    <message>
        <source> · reading the next page…</source>
        <translation> · 正在读取下一页…</translation>
    </message>
    <message>
        <source> — Next page or All pages reads on</source>
        <translation> — 点击“下一页”或“所有页”继续读取</translation>
    </message>
    <message>
        <source>Explain</source>
        <translation>执行计划</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>代码</translation>
    </message>
    <message>
        <source>%1 — see Explain</source>
        <translation>%1 — 请参阅“执行计划”</translation>
    </message>
    <message>
        <source>Partition view</source>
        <translation>分区视图</translation>
    </message>
    <message>
        <source>Items grouped by partition, attributes as name and value</source>
        <translation>按分区分组的项目，属性显示为名称和值</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>列</translation>
    </message>
    <message>
        <source>One column per attribute name</source>
        <translation>每个属性名一列</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>导出…</translation>
    </message>
    <message>
        <source>Write the items read so far (every page fetched) as DynamoDB JSON lines, a JSON array or CSV</source>
        <translation>将目前已读取的项目（已获取的所有页）写为 DynamoDB JSON 行、JSON 数组或 CSV</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::QueryInstrument</name>
    <message>
        <source>New &amp;Query…</source>
        <translation>新建查询(&amp;Q)…</translation>
    </message>
    <message>
        <source>Build, run and page any DynamoDB operation on the current table</source>
        <translation>在当前表上构建、运行和分页任意 DynamoDB 操作</translation>
    </message>
    <message>
        <source>Open a database or connection first.</source>
        <translation>请先打开数据库或连接。</translation>
    </message>
    <message>
        <source>Query</source>
        <translation>查询</translation>
    </message>
    <message>
        <source>Query · %1</source>
        <translation>查询 · %1</translation>
    </message>
    <message>
        <source>Query…</source>
        <translation>查询…</translation>
    </message>
    <message>
        <source>Open the query builder on this table</source>
        <translation>在此表上打开查询生成器</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::RecordDiffView</name>
    <message>
        <source>added</source>
        <translation>已添加</translation>
    </message>
    <message>
        <source>removed</source>
        <translation>已删除</translation>
    </message>
    <message>
        <source>changed</source>
        <translation>已更改</translation>
    </message>
    <message>
        <source>An INSERT has no old image: the item did not exist.</source>
        <translation>INSERT 没有旧映像：该项目之前不存在。</translation>
    </message>
    <message>
        <source>A REMOVE has no new image: the item is gone.</source>
        <translation>REMOVE 没有新映像：该项目已不存在。</translation>
    </message>
    <message>
        <source>%1 is not recorded: the stream&apos;s view type is %2.</source>
        <translation>未记录 %1：流的视图类型为 %2。</translation>
    </message>
    <message>
        <source>DynamoDB JSON</source>
        <translation>DynamoDB JSON</translation>
    </message>
    <message>
        <source>Plain JSON</source>
        <translation>普通 JSON</translation>
    </message>
    <message>
        <source>Copy old</source>
        <translation>复制旧值</translation>
    </message>
    <message>
        <source>Copy new</source>
        <translation>复制新值</translation>
    </message>
    <message>
        <source>Attribute</source>
        <translation>属性</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>更改</translation>
    </message>
    <message>
        <source>Old</source>
        <translation>旧值</translation>
    </message>
    <message>
        <source>New</source>
        <translation>新值</translation>
    </message>
    <message>
        <source>Image format</source>
        <translation>映像格式</translation>
    </message>
    <message>
        <source>Changed attributes</source>
        <translation>已更改的属性</translation>
    </message>
    <message>
        <source>Old image</source>
        <translation>旧映像</translation>
    </message>
    <message>
        <source>New image</source>
        <translation>新映像</translation>
    </message>
    <message>
        <source>Which attributes changed is unknown without both images.</source>
        <translation>缺少新旧两个映像，无法确定哪些属性发生了变化。</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::RunPages</name>
    <message>
        <source>%1 returned</source>
        <translation>返回 %1 个项目</translation>
    </message>
    <message>
        <source>%1 scanned</source>
        <translation>扫描 %1 个项目</translation>
    </message>
    <message>
        <source>%1 capacity units</source>
        <translation>%1 容量单位</translation>
    </message>
    <message>
        <source>table</source>
        <translation>表</translation>
    </message>
    <message>
        <source>1 page</source>
        <translation>1 页</translation>
    </message>
    <message>
        <source>%1 pages</source>
        <translation>%1 页</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 毫秒</translation>
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
        <translation>新建表(&amp;N)…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+T</source>
        <translation>Ctrl+Shift+T</translation>
    </message>
    <message>
        <source>De&amp;scribe Table…</source>
        <translation>描述表(&amp;S)…</translation>
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
        <translation>提供 DynamoDB API</translation>
    </message>
    <message>
        <source>Serve the open database over DynamoDB&apos;s wire protocol, so the AWS CLI, boto3 and the AWS SDKs can use it. Their calls appear in the API-call log, marked &quot;served&quot;.</source>
        <translation>通过 DynamoDB 的线路协议提供已打开的数据库，使 AWS CLI、boto3 和 AWS SDK 可以使用它。它们的调用会显示在 API 调用日志中，并标记为&quot;服务&quot;。</translation>
    </message>
    <message>
        <source>Only this computer</source>
        <translation>仅限本机</translation>
    </message>
    <message>
        <source>Every network interface: other computers can reach the database, without credentials</source>
        <translation>所有网络接口：其他计算机无需凭证即可访问该数据库</translation>
    </message>
    <message>
        <source>Address to listen on</source>
        <translation>监听地址</translation>
    </message>
    <message>
        <source>Port to listen on</source>
        <translation>监听端口</translation>
    </message>
    <message>
        <source>Endpoint URL</source>
        <translation>端点 URL</translation>
    </message>
    <message>
        <source>not serving</source>
        <translation>未提供服务</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>Copy the endpoint URL (for --endpoint-url)</source>
        <translation>复制端点 URL（用于 --endpoint-url）</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>地址(&amp;A)：</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>端口(&amp;P)：</translation>
    </message>
    <message>
        <source>URL:</source>
        <translation>URL：</translation>
    </message>
    <message>
        <source>&amp;Serve</source>
        <translation>提供服务(&amp;S)</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>停止(&amp;T)</translation>
    </message>
    <message>
        <source>Port %1 on %2 is busy: another program listens there, or the address is not this computer&apos;s.</source>
        <translation>%2 上的端口 %1 已被占用：另一个程序正在该端口监听，或该地址不属于本机。</translation>
    </message>
    <message>
        <source>Serving. Try: aws dynamodb list-tables --endpoint-url %1</source>
        <translation>正在提供服务。试试：aws dynamodb list-tables --endpoint-url %1</translation>
    </message>
    <message>
        <source>Stopped.</source>
        <translation>已停止。</translation>
    </message>
    <message>
        <source>Serve on port %1 instead</source>
        <translation>改为在端口 %1 上提供服务</translation>
    </message>
    <message>
        <source>&amp;Serve Again</source>
        <translation>再次提供服务(&amp;S)</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::Session</name>
    <message>
        <source>in-memory</source>
        <translation>内存</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::ShardStatusView</name>
    <message>
        <source>Stream shards</source>
        <translation>流分片</translation>
    </message>
    <message>
        <source>Shard</source>
        <translation>分片</translation>
    </message>
    <message>
        <source>Parent</source>
        <translation>父分片</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>记录</translation>
    </message>
    <message>
        <source>Last sequence number</source>
        <translation>最后序列号</translation>
    </message>
    <message>
        <source>Iterator age</source>
        <translation>迭代器存在时间</translation>
    </message>
    <message>
        <source>Behind</source>
        <translation>落后</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 毫秒</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation>%1 分钟</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 小时</translation>
    </message>
    <message>
        <source>waiting for its parent</source>
        <translation>正在等待父分片</translation>
    </message>
    <message>
        <source>closed, read to its end</source>
        <translation>已关闭，已读完</translation>
    </message>
    <message>
        <source>open, reading</source>
        <translation>打开，正在读取</translation>
    </message>
    <message>
        <source>closed, reading</source>
        <translation>已关闭，正在读取</translation>
    </message>
    <message>
        <source>Records are pushed right after each commit: there are no shards to poll.</source>
        <translation>每次提交后会立即推送记录：没有需要轮询的分片。</translation>
    </message>
    <message>
        <source>No shards yet.</source>
        <translation>尚无分片。</translation>
    </message>
    <message>
        <source>Table %1</source>
        <translation>表 %1</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::StreamInspector</name>
    <message>
        <source>The table whose records are shown</source>
        <translation>显示其记录的表</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <source>Pause the list; records keep arriving in a buffer</source>
        <translation>暂停列表；记录会继续进入缓冲区</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>清除</translation>
    </message>
    <message>
        <source>From TRIM_HORIZON (all retained records)</source>
        <translation>从 TRIM_HORIZON 开始（所有保留的记录）</translation>
    </message>
    <message>
        <source>From a sequence number…</source>
        <translation>从序列号开始…</translation>
    </message>
    <message>
        <source>From a time…</source>
        <translation>从某个时间开始…</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>重放</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>导出…</translation>
    </message>
    <message>
        <source>Enable stream…</source>
        <translation>启用流…</translation>
    </message>
    <message>
        <source>key prefix</source>
        <translation>键前缀</translation>
    </message>
    <message>
        <source>any entity</source>
        <translation>任意实体</translation>
    </message>
    <message>
        <source>Lambda filter…</source>
        <translation>Lambda 筛选…</translation>
    </message>
    <message>
        <source>all records</source>
        <translation>所有记录</translation>
    </message>
    <message>
        <source>matched</source>
        <translation>匹配</translation>
    </message>
    <message>
        <source>not matched</source>
        <translation>不匹配</translation>
    </message>
    <message>
        <source>Which records the Lambda filter selects are shown</source>
        <translation>按 Lambda 筛选结果选择要显示的记录</translation>
    </message>
    <message>
        <source>Index</source>
        <translation>索引</translation>
    </message>
    <message>
        <source>Effect</source>
        <translation>影响</translation>
    </message>
    <message>
        <source>Old index key</source>
        <translation>旧索引键</translation>
    </message>
    <message>
        <source>New index key</source>
        <translation>新索引键</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>原因</translation>
    </message>
    <message>
        <source>Old → new</source>
        <translation>旧 → 新</translation>
    </message>
    <message>
        <source>Index effects</source>
        <translation>索引影响</translation>
    </message>
    <message>
        <source>Handler: order status</source>
        <translation>处理程序：订单状态</translation>
    </message>
    <message>
        <source>Notify on order status change (ecommerce example): the order MODIFYs whose status changed</source>
        <translation>订单状态变更通知（ecommerce 示例）：状态发生变化的订单 MODIFY 事件</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>继续</translation>
    </message>
    <message numerus="yes">
        <source>%n record(s)</source>
        <translation>
            <numerusform>%n 条记录</numerusform>
        </translation>
    </message>
    <message>
        <source>no connection</source>
        <translation>无连接</translation>
    </message>
    <message>
        <source>● live</source>
        <translation>● 实时</translation>
    </message>
    <message>
        <source>○ stopped</source>
        <translation>○ 已停止</translation>
    </message>
    <message numerus="yes">
        <source>%n shard(s)</source>
        <translation>
            <numerusform>%n 个分片</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 ms behind</source>
        <translation>落后 %1 毫秒</translation>
    </message>
    <message numerus="yes">
        <source>paused, %n buffered</source>
        <translation>
            <numerusform>已暂停，已缓冲 %n 条</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 oldest dropped (cap %2)</source>
        <translation>已丢弃最早的 %1 条（上限 %2）</translation>
    </message>
    <message>
        <source>%1 lost in gaps</source>
        <translation>%1 条因间隙丢失</translation>
    </message>
    <message>
        <source>no %1 attribute (sparse index)</source>
        <translation>没有 %1 属性（稀疏索引）</translation>
    </message>
    <message>
        <source>%1 is not of the index key&apos;s type</source>
        <translation>%1 的类型与索引键不符</translation>
    </message>
    <message>
        <source>%1 is empty</source>
        <translation>%1 为空</translation>
    </message>
    <message>
        <source>entered</source>
        <translation>进入索引</translation>
    </message>
    <message>
        <source>left</source>
        <translation>离开索引</translation>
    </message>
    <message>
        <source>index key changed</source>
        <translation>索引键已更改</translation>
    </message>
    <message>
        <source>updated</source>
        <translation>已更新</translation>
    </message>
    <message>
        <source>unchanged</source>
        <translation>未更改</translation>
    </message>
    <message>
        <source>not in index</source>
        <translation>不在索引中</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>All tables with a stream</source>
        <translation>所有启用了流的表</translation>
    </message>
    <message>
        <source> (GSI)</source>
        <translation>（GSI）</translation>
    </message>
    <message>
        <source> (LSI)</source>
        <translation>（LSI）</translation>
    </message>
    <message>
        <source>projected: %1</source>
        <translation>投影：%1</translation>
    </message>
    <message>
        <source>Lambda filter</source>
        <translation>Lambda 筛选</translation>
    </message>
    <message>
        <source>Replay from sequence number (AT_SEQUENCE_NUMBER):</source>
        <translation>从序列号重放（AT_SEQUENCE_NUMBER）：</translation>
    </message>
    <message>
        <source>Replay from a time</source>
        <translation>从某个时间重放</translation>
    </message>
    <message>
        <source>Export records</source>
        <translation>导出记录</translation>
    </message>
    <message>
        <source>JSON lines (*.jsonl);;All files (*)</source>
        <translation>JSON 行 (*.jsonl);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Enable stream</source>
        <translation>启用流</translation>
    </message>
    <message>
        <source>Stream view type for %1 (what each record carries):</source>
        <translation>%1 的流视图类型（每条记录包含的内容）：</translation>
    </message>
    <message>
        <source>Stream records</source>
        <translation>流记录</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>表</translation>
    </message>
    <message>
        <source>Key prefix</source>
        <translation>键前缀</translation>
    </message>
    <message>
        <source>Entity type</source>
        <translation>实体类型</translation>
    </message>
    <message>
        <source>Lambda filter selection</source>
        <translation>Lambda 筛选选择</translation>
    </message>
    <message>
        <source>Shards</source>
        <translation>分片</translation>
    </message>
    <message>
        <source>The stream&apos;s shards, how far each is read and how far behind the reader is</source>
        <translation>流的分片、每个分片的读取进度以及读取方落后的程度</translation>
    </message>
    <message>
        <source>iterator age %1</source>
        <translation>迭代器存在时间 %1</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n record(s) shown</source>
        <translation>
            <numerusform>显示 %n 条记录中的 %1 条</numerusform>
        </translation>
    </message>
    <message>
        <source>Lambda filter: %1 matched · %2 not matched · %3</source>
        <translation>Lambda 筛选器：%1 条匹配 · %2 条不匹配 · %3</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::StreamRecordModel</name>
    <message>
        <source>Deleted by TTL (userIdentity: dynamodb.amazonaws.com)</source>
        <translation>由 TTL 删除（userIdentity：dynamodb.amazonaws.com）</translation>
    </message>
    <message>
        <source>REMOVE (TTL)</source>
        <translation>REMOVE（TTL）</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>表</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>事件</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>键</translation>
    </message>
    <message>
        <source>Entity</source>
        <translation>实体</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>大小</translation>
    </message>
    <message>
        <source>Sequence number</source>
        <translation>序列号</translation>
    </message>
    <message>
        <source>Written at %1 (ApproximateCreationDateTime), read at %2</source>
        <translation>写入于 %1 (ApproximateCreationDateTime)，读取于 %2</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::StreamsInstrument</name>
    <message>
        <source>Stream inspector</source>
        <translation>流检查器</translation>
    </message>
    <message>
        <source>Open stream inspector tab</source>
        <translation>打开流检查器标签页</translation>
    </message>
    <message>
        <source>Ctrl+Shift+I</source>
        <translation>Ctrl+Shift+I</translation>
    </message>
    <message>
        <source>Watch the current table in the dock</source>
        <translation>在停靠窗口中监视当前表</translation>
    </message>
    <message>
        <source>Streams</source>
        <translation>流</translation>
    </message>
    <message>
        <source>Stream: %1</source>
        <translation>流：%1</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::TableDescriptionDialog</name>
    <message>
        <source>off</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Table %1</source>
        <translation>表 %1</translation>
    </message>
    <message>
        <source>Index</source>
        <translation>索引</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类别</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>键</translation>
    </message>
    <message>
        <source>Projection</source>
        <translation>投影</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Items</source>
        <translation>项目数</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>大小</translation>
    </message>
    <message>
        <source>Secondary indexes</source>
        <translation>二级索引</translation>
    </message>
    <message>
        <source>DescribeTable response</source>
        <translation>DescribeTable 响应</translation>
    </message>
    <message>
        <source>Overview</source>
        <translation>概览</translation>
    </message>
    <message>
        <source>DescribeTable</source>
        <translation>DescribeTable</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>刷新(&amp;R)</translation>
    </message>
    <message>
        <source> · %1 RCU · %2 WCU</source>
        <translation> · %1 RCU · %2 WCU</translation>
    </message>
    <message>
        <source>Billing</source>
        <translation>计费</translation>
    </message>
    <message>
        <source>Stream</source>
        <translation>流</translation>
    </message>
    <message>
        <source>ARN</source>
        <translation>ARN</translation>
    </message>
    <message>
        <source>global</source>
        <translation>全局</translation>
    </message>
    <message>
        <source>local</source>
        <translation>本地</translation>
    </message>
    <message>
        <source> · backfilling</source>
        <translation> · 正在回填</translation>
    </message>
    <message>
        <source>Time to live</source>
        <translation>生存时间（TTL）</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>%1 reads/s · %2 writes/s</source>
        <translation>读取 %1/秒 · 写入 %2/秒</translation>
    </message>
    <message>
        <source>STANDARD (not named)</source>
        <translation>STANDARD (未指定)</translation>
    </message>
    <message>
        <source>Warm throughput</source>
        <translation>预热吞吐量</translation>
    </message>
    <message>
        <source>Table class</source>
        <translation>表类别</translation>
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
        <translation>分区键（HASH）</translation>
    </message>
    <message>
        <source>Sort key (RANGE)</source>
        <translation>排序键（RANGE）</translation>
    </message>
    <message>
        <source>Every other attribute of the item, with its value</source>
        <translation>项目的其他所有属性及其值</translation>
    </message>
    <message>
        <source>Attribute %1</source>
        <translation>属性 %1</translation>
    </message>
    <message>
        <source>(not loaded: press F5)</source>
        <translation>（未加载：请按 F5）</translation>
    </message>
    <message>
        <source>loading…</source>
        <translation>正在加载…</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::TableTab</name>
    <message>
        <source>partition key %1</source>
        <translation>分区键 %1</translation>
    </message>
    <message>
        <source>sort key %1</source>
        <translation>排序键 %1</translation>
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
        <translation>按需</translation>
    </message>
    <message>
        <source>provisioned</source>
        <translation>预置</translation>
    </message>
    <message>
        <source>describing…</source>
        <translation>正在描述…</translation>
    </message>
    <message>
        <source>Reload the table from its first page</source>
        <translation>从第一页重新加载表</translation>
    </message>
    <message>
        <source>Load more</source>
        <translation>加载更多</translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation>正在加载…</translation>
    </message>
    <message>
        <source>DescribeTable gave no table.</source>
        <translation>DescribeTable 未返回表。</translation>
    </message>
    <message>
        <source>1 item loaded</source>
        <translation>已加载 1 个项目</translation>
    </message>
    <message>
        <source>%1 items loaded</source>
        <translation>已加载 %1 个项目</translation>
    </message>
    <message>
        <source>loading…</source>
        <translation>正在加载…</translation>
    </message>
    <message>
        <source>end of table</source>
        <translation>表末尾</translation>
    </message>
    <message>
        <source>more available</source>
        <translation>还有更多</translation>
    </message>
    <message>
        <source>Partition view</source>
        <translation>分区视图</translation>
    </message>
    <message>
        <source>Items grouped by partition, attributes as name and value</source>
        <translation>按分区分组的项目，属性显示为名称和值</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>列</translation>
    </message>
    <message>
        <source>One column per attribute name; right-click the header to hide columns, drag to reorder</source>
        <translation>每个属性名一列；右键单击表头可隐藏列，拖动可重新排序</translation>
    </message>
    <message>
        <source>Show all columns</source>
        <translation>显示所有列</translation>
    </message>
    <message>
        <source>%1 shown</source>
        <translation>显示 %1 个</translation>
    </message>
    <message>
        <source>Items of %1</source>
        <translation>%1 的项目</translation>
    </message>
    <message>
        <source>Load all</source>
        <translation>全部加载</translation>
    </message>
    <message>
        <source>Scan to the end of the table (Esc cancels)</source>
        <translation>扫描到表末尾（Esc 取消）</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Stop scanning after the page in flight (Esc)</source>
        <translation>在当前页之后停止扫描（Esc）</translation>
    </message>
    <message>
        <source>loading all… (Esc cancels)</source>
        <translation>正在全部加载…（Esc 取消）</translation>
    </message>
    <message>
        <source>live</source>
        <translation>实时</translation>
    </message>
    <message>
        <source>stream on (%1)</source>
        <translation>流已开启（%1）</translation>
    </message>
    <message>
        <source>This table has no stream: changes made elsewhere appear when you refresh.</source>
        <translation>此表没有流：在其他位置所做的更改会在刷新后显示。</translation>
    </message>
    <message>
        <source>Enable stream</source>
        <translation>启用流</translation>
    </message>
    <message>
        <source>UpdateTable with a NEW_AND_OLD_IMAGES stream: the grid then follows every write</source>
        <translation>通过 UpdateTable 启用 NEW_AND_OLD_IMAGES 流：之后表格会跟随每次写入更新</translation>
    </message>
    <message>
        <source>Scan order (unsorted)</source>
        <translation>Scan 顺序（未排序）</translation>
    </message>
    <message>
        <source>Partition %1 is hidden by the entity filter.</source>
        <translation>分区 %1 已被实体筛选器隐藏。</translation>
    </message>
    <message>
        <source>Partition %1 is not in the table.</source>
        <translation>表中没有分区 %1。</translation>
    </message>
    <message>
        <source>Loading up to partition %1…</source>
        <translation>正在加载至分区 %1…</translation>
    </message>
    <message>
        <source>Partition %1.</source>
        <translation>分区 %1。</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::TransferDialog</name>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::TransferInstrument</name>
    <message>
        <source>&amp;Import…</source>
        <translation>导入(&amp;I)…</translation>
    </message>
    <message>
        <source>Ctrl+I</source>
        <translation>Ctrl+I</translation>
    </message>
    <message>
        <source>&amp;Export Table…</source>
        <translation>导出表(&amp;E)…</translation>
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
        <translation>传输进度</translation>
    </message>
    <message>
        <source>Transfer report</source>
        <translation>传输报告</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>正在开始…</translation>
    </message>
    <message>
        <source>Created %1.</source>
        <translation>已创建 %1。</translation>
    </message>
    <message>
        <source>1 bad line:</source>
        <translation>1 个错误行：</translation>
    </message>
    <message>
        <source>%1 bad lines:</source>
        <translation>%1 个错误行：</translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>第 %1 行：%2</translation>
    </message>
    <message>
        <source>%1 values (sets, binary) were written as plain JSON lists and strings.</source>
        <translation>%1 个值（集合、二进制）已写为普通 JSON 列表和字符串。</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>浏览(&amp;B)…</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>DynamoDB JSON lines (S3 export)</source>
        <translation>DynamoDB JSON 行（S3 导出）</translation>
    </message>
    <message>
        <source>JSON array of plain objects</source>
        <translation>普通对象的 JSON 数组</translation>
    </message>
    <message>
        <source>CSV with typed columns</source>
        <translation>带类型列的 CSV</translation>
    </message>
    <message>
        <source>NoSQL Workbench model (creates its tables)</source>
        <translation>NoSQL Workbench 模型（创建其中的表）</translation>
    </message>
    <message numerus="yes">
        <source>%Ln item(s) written · %1 of %2 read</source>
        <translation>
            <numerusform>已写入 %Ln 个项目 · 已读取 %1 / %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln item(s) exported</source>
        <translation>
            <numerusform>已导出 %Ln 个项目</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cancelled after %Ln item(s).</source>
        <translation>
            <numerusform>在 %Ln 个项目后取消。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stopped at a bad line; %Ln item(s) written.</source>
        <translation>
            <numerusform>在错误行处停止；已写入 %Ln 个项目。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Imported %Ln item(s).</source>
        <translation>
            <numerusform>已导入 %Ln 个项目。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exported %Ln item(s).</source>
        <translation>
            <numerusform>已导出 %Ln 个项目。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::TypedValueInput</name>
    <message>
        <source>DynamoDB type of the value</source>
        <translation>值的 DynamoDB 类型</translation>
    </message>
    <message>
        <source>value</source>
        <translation>值</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::WorkbenchUndo</name>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
</context>
<context>
    <name>tablesmith::gui::WriteSequence</name>
    <message>
        <source>Changed meanwhile: the item in the table is no longer the one you loaded.</source>
        <translation>期间已被更改：表中的项目已不再是您加载的项目。</translation>
    </message>
</context>
</TS>
